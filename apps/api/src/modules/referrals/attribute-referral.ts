import { and, count, eq, gte, isNull } from 'drizzle-orm';
import type { AppContext } from '../../lib/context.ts';
import { days, hours } from '../../lib/clock.ts';
import { hashToken } from '../../lib/tokens.ts';
import { actedFromAddress, findUserById } from '../users/index.ts';
import { findCodeOwner, normalizeCode } from './referral-codes.ts';
import { sameMailbox } from './same-mailbox.ts';
import { referralCodes, referrals, type refusals } from './referrals.table.ts';

/** Sign-ups one address may bring one referrer in `sourceWindow`; more are refused. */
export const sourceCap = 3;
export const sourceWindow = hours(24);
/** A sign-up from an address the referrer used this recently is the referrer's own. */
export const selfWindow = days(30);

type Refusal = (typeof refusals)[number];
export type Attribution = { referrerId: string; refusal: Refusal | null } | null;

/**
 * Records who referred a new account, from the code it signed up with and the request's address.
 * An unknown or malformed code is ignored (null). Refused, recorded but never counted: the
 * referrer's own account (same id, the referrer's own mailbox under another spelling, or an
 * address the referrer signed in from lately), and
 * sign-ups past `sourceCap` from one address in `sourceWindow`. The referrer's code row is
 * locked meanwhile, so concurrent sign-ups from one address cannot all pass the cap.
 */
export async function attributeReferral(
  ctx: AppContext,
  input: { userId: string; email: string; code: string | null | undefined; ip: string },
): Promise<Attribution> {
  const code = normalizeCode(input.code);
  const referrerId = code ? await findCodeOwner(ctx.db, code) : undefined;
  if (!referrerId) return null;
  const now = ctx.clock.now();
  const sourceHash = hashToken(`referral-source:${input.ip}`);
  return ctx.db.transaction(async (tx) => {
    await tx
      .select({ userId: referralCodes.userId })
      .from(referralCodes)
      .where(eq(referralCodes.userId, referrerId))
      .for('update');
    const refusal = await refusalOf(tx, { referrerId, sourceHash, now, ...input });
    const [row] = await tx
      .insert(referrals)
      .values({ referredId: input.userId, referrerId, sourceHash, refusal, createdAt: now })
      .onConflictDoNothing()
      .returning({ referrerId: referrals.referrerId, refusal: referrals.refusal });
    return row ?? null;
  });
}

async function refusalOf(
  db: AppContext['db'],
  r: {
    userId: string;
    email: string;
    referrerId: string;
    ip: string;
    sourceHash: string;
    now: Date;
  },
): Promise<Refusal | null> {
  if (r.referrerId === r.userId) return 'self_referral';
  const referrer = await findUserById(db, r.referrerId);
  if (referrer && sameMailbox(referrer.email, r.email)) return 'self_referral';
  const since = new Date(r.now.getTime() - selfWindow);
  if (await actedFromAddress(db, r.referrerId, r.ip, since)) return 'self_referral';
  const [sameSource] = await db
    .select({ n: count() })
    .from(referrals)
    .where(
      and(
        eq(referrals.referrerId, r.referrerId),
        eq(referrals.sourceHash, r.sourceHash),
        isNull(referrals.refusal),
        gte(referrals.createdAt, new Date(r.now.getTime() - sourceWindow)),
      ),
    );
  return (sameSource?.n ?? 0) >= sourceCap ? 'source_cap' : null;
}
