import type { AppContext } from '../../lib/context.ts';
import * as repo from './deliveries.repository.ts';
import { deliveryJobs, type PrepareJob, type SendJob } from './delivery-jobs.ts';
import { prepareResources, ResourceError } from './prepare-resources.ts';
import { loadReleaseSource } from './release-source.ts';

/**
 * The `delivery.prepare` job: encodes the version's resources once (a takedown reuses the
 * files the stores already have), then queues one send per queued delivery of the version.
 * Files that cannot be delivered (no checked audio, no artwork) put those deliveries in error.
 */
export async function prepareDelivery(ctx: AppContext, { releaseId, version }: PrepareJob) {
  const queued = (
    await repo.listVersionDeliveries(ctx.db, releaseId, version, ['new', 'update', 'takedown'])
  ).filter((d) => d.state === 'queued');
  if (!queued.length) return;
  if (queued.some((d) => d.kind !== 'takedown')) {
    try {
      await prepareResources(ctx, await loadReleaseSource(ctx.db, releaseId), version);
    } catch (error) {
      if (!(error instanceof ResourceError)) throw error;
      for (const d of queued)
        await repo.updateDelivery(ctx.db, d.id, {
          state: 'error',
          lastError: error.message,
          updatedAt: ctx.clock.now(),
        });
      return;
    }
  }
  for (const d of queued)
    await ctx.queue.send<SendJob>(deliveryJobs.send, { deliveryId: d.id }, { singletonKey: d.id });
}
