import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { billingSubscriptions } from './billing.table.ts';

/**
 * Lengthens the user's running sandbox subscription by `days` (a reward: the renewal comes that
 * much later). Stripe's own renewal date is Stripe's, so a Stripe subscription is left alone.
 * Whether a subscription was lengthened; run it inside the caller's transaction.
 */
export async function extendSubscription(db: Db, userId: string, days: number) {
  const rows = await db
    .update(billingSubscriptions)
    .set({
      periodEnd: sql`${billingSubscriptions.periodEnd} + make_interval(days => ${days}::int)`,
    })
    .where(
      and(
        eq(billingSubscriptions.userId, userId),
        eq(billingSubscriptions.status, 'active'),
        eq(billingSubscriptions.provider, 'sandbox'),
      ),
    )
    .returning({ id: billingSubscriptions.id });
  return rows.length > 0;
}
