import type { AppContext } from '../../lib/context.ts';
import { autoApprovalJob, autoApprove } from './auto-approval.ts';
import { registerPrereview } from './prereview.job.ts';

/** The pre-review module's start-up: the checks job and the auto-approval every 5 minutes. */
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
}
