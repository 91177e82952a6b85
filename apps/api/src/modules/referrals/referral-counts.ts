import { and, count, eq, inArray, isNotNull, isNull, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { referrals } from './referrals.table.ts';

/** How many accounts signed up with the referrer's code (refused ones apart), and counted. */
export async function countReferred(db: Db, referrerId: string) {
  const [row] = await db
    .select({ signedUp: count(), counted: count(referrals.countedAt) })
    .from(referrals)
    .where(and(eq(referrals.referrerId, referrerId), isNull(referrals.refusal)));
  return { signedUp: row?.signedUp ?? 0, counted: row?.counted ?? 0 };
}

/**
 * Counts, once, every uncounted and unrefused referral whose account is in `qualified` (a
 * query of user ids: the rewards' rule of what counts). `referrerId` narrows it to one referrer.
 */
export async function countReferrals(db: Db, qualified: SQLWrapper, at: Date, referrerId?: string) {
  await db
    .update(referrals)
    .set({ countedAt: at })
    .where(
      and(
        isNull(referrals.countedAt),
        isNull(referrals.refusal),
        inArray(referrals.referredId, qualified),
        referrerId ? eq(referrals.referrerId, referrerId) : undefined,
      ),
    );
}

/** Each referrer's counted referrals (or one referrer's). */
export async function countedByReferrer(db: Db, referrerId?: string) {
  return db
    .select({ referrerId: referrals.referrerId, counted: count() })
    .from(referrals)
    .where(
      and(
        isNotNull(referrals.countedAt),
        isNull(referrals.refusal),
        referrerId ? eq(referrals.referrerId, referrerId) : undefined,
      ),
    )
    .groupBy(referrals.referrerId);
}
