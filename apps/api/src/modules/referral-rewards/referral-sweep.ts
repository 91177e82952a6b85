import { and, eq, exists, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../lib/context.ts';
import { releaseActivityView, releaseView } from '../releases/index.ts';
import { userView } from '../users/index.ts';
import { endDueRewards, findRewards, grantReward } from './referral-rewards.ts';
import { findTiers } from './referral-tiers.ts';
import { countedByReferrer, countReferrals } from '../referrals/index.ts';

export const referralSweepJob = 'referrals.sweep';

/**
 * The referral job (every five minutes, decision 051), idempotent from start to end:
 * 1. counts each referred account, once, when it has verified its e-mail and a release of its
 *    has been published (its release history says so, so a later takedown changes nothing);
 * 2. grants every active tier each referrer has reached and not yet been given;
 * 3. ends the free periods whose time is up.
 * `userId` narrows a run to that referrer (the test-control surface's runs).
 */
export async function sweepReferrals(ctx: AppContext, { userId }: { userId?: string } = {}) {
  const now = ctx.clock.now();
  await countReferrals(ctx.db, qualifiedAccounts(ctx), now, userId);
  const tiers = (await findTiers(ctx.db)).filter((t) => t.active);
  for (const { referrerId, counted } of await countedByReferrer(ctx.db, userId)) {
    const given = new Set((await findRewards(ctx.db, referrerId)).map((w) => w.tierId));
    for (const tier of tiers) {
      if (counted >= tier.threshold && !given.has(tier.id)) {
        await grantReward(ctx.db, referrerId, tier, now);
      }
    }
  }
  await endDueRewards(ctx.db, now, userId);
}

/**
 * Referred accounts that count: e-mail verified, not banned, and a release of theirs published
 * once.
 */
function qualifiedAccounts(ctx: AppContext) {
  const u = userView('u');
  const r = releaseView('r');
  const a = releaseActivityView('a');
  const published = ctx.db
    .select({ id: a.id })
    .from(a)
    .innerJoin(r, eq(r.id, a.releaseId))
    .where(and(eq(r.ownerId, u.id), eq(a.kind, 'published')));
  return ctx.db
    .select({ id: u.id })
    .from(u)
    .where(and(isNotNull(u.emailVerifiedAt), eq(u.banned, false), exists(published)));
}
