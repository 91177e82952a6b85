import type { AppContext } from '../../lib/context.ts';
import { autoApprovalJob, autoApprove } from './auto-approval.ts';
import { prereviewSweepJob, registerPrereview, sweepPrereviews } from './prereview.job.ts';

/**
 * The pre-review module's start-up: the checks job, and every 5 minutes the sweep that queues
 * lost pre-reviews again and the auto-approval.
 */
export async function startPrereview(ctx: AppContext) {
  registerPrereview(ctx);
  ctx.queue.register(
    autoApprovalJob,
    async () => {
      await autoApprove(ctx);
    },
    { policy: 'exclusive', retryLimit: 0 },
  );
  ctx.queue.schedule(autoApprovalJob, '*/5 * * * *', {}, autoApprovalJob);
  ctx.queue.register(
    prereviewSweepJob,
    async () => {
      await sweepPrereviews(ctx);
    },
    { policy: 'exclusive', retryLimit: 0 },
  );
  ctx.queue.schedule(prereviewSweepJob, '*/5 * * * *', {}, prereviewSweepJob);
}
