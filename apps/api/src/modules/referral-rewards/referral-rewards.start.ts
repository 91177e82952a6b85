import type { AppContext } from '../../lib/context.ts';
import { seedReferralTiers } from './referral-tiers.ts';
import { referralSweepJob, sweepReferrals } from './referral-sweep.ts';

/** The referral programme's start-up: the default tiers, and its sweep every five minutes. */
export async function startReferralRewards(ctx: AppContext) {
  await seedReferralTiers(ctx.db);
  ctx.queue.register(referralSweepJob, () => sweepReferrals(ctx), { policy: 'exclusive' });
  ctx.queue.schedule(referralSweepJob, '*/5 * * * *', {}, referralSweepJob);
}
