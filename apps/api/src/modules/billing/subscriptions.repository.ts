import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { billingCheckouts, billingSubscriptions } from './billing.table.ts';

/** The user's subscription while it runs (undefined when none or ended). */
export async function findActiveSubscription(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(billingSubscriptions)
    .where(and(eq(billingSubscriptions.userId, userId), eq(billingSubscriptions.status, 'active')));
  return row;
}

export async function findOpenCheckouts(db: Db, userId: string) {
  return db
    .select()
    .from(billingCheckouts)
    .where(and(eq(billingCheckouts.userId, userId), eq(billingCheckouts.status, 'open')));
}
