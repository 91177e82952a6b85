import type { ReferralOverview } from '@soundpost/contracts/referrals';
import type { AppContext } from '../../lib/context.ts';
import { countReferred, ensureReferralCode } from '../referrals/index.ts';
import { findRewards } from './referral-rewards.ts';
import { findTiers } from './referral-tiers.ts';

/** The link a referrer shares: any page of the app with `?ref=` (spec section 3). */
export const referralLink = (appUrl: string, code: string) =>
  `${appUrl}/?ref=${encodeURIComponent(code)}`;

/**
 * The user's own referral programme: code (made on first look), link, how many signed up and
 * count, and each tier in progress or completed. Tiers an administrator turned off show only
 * when the user was rewarded for them.
 */
export async function getReferralOverview(
  ctx: AppContext,
  userId: string,
): Promise<ReferralOverview> {
  const [code, referred, tiers, rewards] = await Promise.all([
    ensureReferralCode(ctx.db, userId, ctx.clock.now()),
    countReferred(ctx.db, userId),
    findTiers(ctx.db),
    findRewards(ctx.db, userId),
  ]);
  const rewardedAt = new Map(rewards.map((w) => [w.tierId, w.grantedAt.toISOString()]));
  return {
    code,
    link: referralLink(ctx.config.appUrl, code),
    ...referred,
    tiers: tiers
      .filter((t) => t.active || rewardedAt.has(t.id))
      .map((t) => ({
        id: t.id,
        threshold: t.threshold,
        rewardPlan: t.rewardPlan,
        rewardDays: t.rewardDays,
        counted: Math.min(referred.counted, t.threshold),
        status: rewardedAt.has(t.id) ? 'completed' : 'in_progress',
        rewardedAt: rewardedAt.get(t.id) ?? null,
      })),
  };
}
