import type { AppContext } from '../../lib/context.ts';
import { registerPayoutJob } from './payout-job.ts';
import { payoutSweepJob, sweepPayouts } from './payout-sweep.ts';

/**
 * The payouts module's start-up: every process that works jobs can send payouts, and every 5
 * minutes the sweep queues again the payouts that lost their job.
 */
export async function startPayouts(ctx: AppContext) {
  registerPayoutJob(ctx);
  ctx.queue.register(
    payoutSweepJob,
    async () => {
      await sweepPayouts(ctx);
    },
    { policy: 'exclusive', retryLimit: 0 },
  );
  ctx.queue.schedule(payoutSweepJob, '*/5 * * * *', {}, payoutSweepJob);
}
