import { readView } from '../../db/read-view.ts';
import { subscriptions } from './subscriptions.table.ts';

/** The plan each user holds now, as other modules read it (a user without a row is on lite). */
export const subscriptionView = <Name extends string = 'subscriptions'>(
  name = 'subscriptions' as Name,
) =>
  readView
    .select({ userId: subscriptions.userId, planName: subscriptions.planName })
    .from(subscriptions)
    .as(name);
