import type { AppContext } from '../../lib/context.ts';
import { readAcknowledgements } from './read-acks.ts';
import { deliveryJobs, type PrepareJob, type ReleaseJob, type SendJob } from './delivery-jobs.ts';
import { goLiveDue } from './go-live.ts';
import { prepareDelivery } from './prepare-delivery.ts';
import { sendDelivery } from './send-delivery.ts';
import { startDelivery, startTakedown, sweepApproved } from './start-delivery.ts';

/** Registers the delivery jobs and the ACK, go-live and sweep schedules. */
export async function startDeliveryModule(ctx: AppContext): Promise<void> {
  const q = ctx.queue;
  q.register<ReleaseJob>(deliveryJobs.start, ({ releaseId }) => startDelivery(ctx, releaseId), {
    policy: 'exclusive',
  });
  q.register<ReleaseJob>(deliveryJobs.takedown, ({ releaseId }) => startTakedown(ctx, releaseId), {
    policy: 'exclusive',
  });
  // Encoding a 12-track album takes minutes, not hours; a killed worker's job moves on.
  q.register<PrepareJob>(deliveryJobs.prepare, (job) => prepareDelivery(ctx, job), {
    policy: 'exclusive',
    expireInSeconds: 3600,
    heartbeatSeconds: 60,
  });
  // Retries with backoff (10 s, 20 s, 40 s…) for a store that is down for a while.
  q.register<SendJob>(deliveryJobs.send, ({ deliveryId }) => sendDelivery(ctx, deliveryId), {
    policy: 'exclusive',
    retryLimit: 5,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 3600,
    heartbeatSeconds: 60,
  });
  q.register(deliveryJobs.acks, () => readAcknowledgements(ctx), { retryLimit: 0 });
  q.register(deliveryJobs.goLive, () => goLiveDue(ctx), { retryLimit: 2 });
  q.schedule(deliveryJobs.acks, '* * * * *', {}, deliveryJobs.acks);
  q.schedule(deliveryJobs.goLive, '5 * * * *', {}, deliveryJobs.goLive);
  q.register(
    deliveryJobs.sweep,
    async () => {
      await sweepApproved(ctx);
    },
    { policy: 'exclusive', retryLimit: 0 },
  );
  q.schedule(deliveryJobs.sweep, '*/5 * * * *', {}, deliveryJobs.sweep);
}
