import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import { jobsIn } from '../../lib/queue.ts';
import { notFound } from '../../lib/errors.ts';
import { startProcessing, type Moved, lockRelease, requeueStuck } from '../releases/index.ts';
import { newBatchId } from './batch-layout.ts';
import type { DeliveryRow } from './deliveries.table.ts';
import * as repo from './deliveries.repository.ts';
import { settleRelease } from './settle-release.ts';
import { deliveryJobs, type PrepareJob, type ReleaseJob } from './delivery-jobs.ts';

/**
 * Queues the delivery of an approved release; the integrator calls it right after the
 * approval commits, or inside the approval's transaction (`tx`: queued if and only if it
 * commits). One pending start per release (the queue's singleton key).
 */
export const queueDelivery = (ctx: AppContext, releaseId: string, tx?: Db) =>
  ctx.queue.send<ReleaseJob>(
    deliveryJobs.start,
    { releaseId },
    { singletonKey: releaseId, ...(tx ? { db: jobsIn(tx) } : {}) },
  );

/** Queues the delivery start again for approved releases that lost it (see requeueStuck). */
export const sweepApproved = (ctx: AppContext) =>
  requeueStuck(ctx, deliveryJobs.start, repo.findApprovedBefore, queueDelivery);

/** Queues the takedown messages of a release in takedown_requested. */
export const queueTakedown = (ctx: AppContext, releaseId: string) =>
  ctx.queue.send<ReleaseJob>(deliveryJobs.takedown, { releaseId }, { singletonKey: releaseId });

export const queuePrepare = (ctx: AppContext, releaseId: string, version: number) =>
  ctx.queue.send<PrepareJob>(
    deliveryJobs.prepare,
    { releaseId, version },
    { singletonKey: `${releaseId}:${version}` },
  );

function newDelivery(
  ctx: AppContext,
  releaseId: string,
  storeId: string,
  kind: DeliveryRow['kind'],
  version: number,
) {
  const now = ctx.clock.now();
  const messageId = randomUUID();
  return {
    releaseId,
    storeId,
    kind,
    version,
    messageId,
    batchId: newBatchId(now, messageId),
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * approved → in_process, with one delivery per chosen store in the same transaction: a new
 * release to a store that never had it, an update (same release id) to a store that did.
 * A retried job that finds the release already in process only queues the preparation again.
 */
export async function startDelivery(ctx: AppContext, releaseId: string): Promise<void> {
  let moved: Moved | undefined;
  const version = await ctx.db.transaction(async (tx) => {
    const release = await lockRelease(tx, releaseId);
    if (!release) throw notFound();
    const latest = await repo.latestVersion(tx, releaseId);
    if (release.status !== 'approved') return release.status === 'in_process' ? latest : null;
    moved = await startProcessing(ctx, tx, release, null);
    const received = new Set(await repo.storesThatReceived(tx, releaseId));
    const setLinks = new Map(
      (await repo.latestReleaseDeliveries(tx, releaseId))
        .filter((d) => d.storeLinkSetBy !== null)
        .map((d) => [d.storeId, { storeLink: d.storeLink, storeLinkSetBy: d.storeLinkSetBy }]),
    );
    const version = latest + 1;
    // An update keeps the link an admin set; a template's link is filled again at go-live.
    await repo.insertDeliveries(
      tx,
      release.storeIds.map((storeId) => ({
        ...newDelivery(ctx, releaseId, storeId, received.has(storeId) ? 'update' : 'new', version),
        ...setLinks.get(storeId),
      })),
    );
    return version;
  });
  await moved?.notify();
  if (version) await queuePrepare(ctx, releaseId, version);
}

/**
 * Creates the takedown deliveries (once) for every store that received the release, on the
 * version it last had, and queues them; a release no store received is removed at once.
 */
export async function startTakedown(ctx: AppContext, releaseId: string): Promise<void> {
  const version = await ctx.db.transaction(async (tx) => {
    const release = await lockRelease(tx, releaseId);
    if (!release) throw notFound();
    if (release.status !== 'takedown_requested') return null;
    const version = await repo.latestVersion(tx, releaseId);
    const existing = await repo.listVersionDeliveries(tx, releaseId, version, ['takedown']);
    if (existing.length) return version;
    const stores = await repo.storesThatReceived(tx, releaseId);
    await repo.insertDeliveries(
      tx,
      stores.map((storeId) => newDelivery(ctx, releaseId, storeId, 'takedown', version)),
    );
    return version;
  });
  if (version === null) return;
  // A release no store received has no takedown to wait for: settling removes it now.
  await settleRelease(ctx, releaseId);
  await queuePrepare(ctx, releaseId, version);
}
