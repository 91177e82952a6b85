import { createHash } from 'node:crypto';
import pLimit from 'p-limit';
import type { AppContext } from '../../lib/context.ts';
import { findReleaseById } from '../releases/index.ts';
import { batchPaths } from './batch-layout.ts';
import { buildSnapshot } from './build-snapshot.ts';
import type { DeliveryRow } from './deliveries.table.ts';
import * as repo from './deliveries.repository.ts';
import { getDeliverySettings } from './delivery-settings.ts';
import { buildBatchComplete } from './ern/build-manifest.ts';
import { buildNewReleaseMessage } from './ern/build-message.ts';
import type { ReleaseSnapshot } from './ern/release-snapshot.ts';
import { loadReleaseSource, loadStores } from './release-source.ts';
import { openTransport, TransportError, type Transport, type StoreRow } from '../stores/index.ts';

/** Files written to one store at a time: enough to fill a link, few enough for any server. */
const parallelWrites = 4;

/** Attempts before a delivery that keeps failing stops and waits for an admin's retry. */
export const maxAttempts = 6;

/** How a store's transport is opened; tests wrap the real one to fail midway. */
export type OpenTransport = (ctx: AppContext, store: StoreRow) => Promise<Transport>;
const openStoreTransport: OpenTransport = (ctx, store) => openTransport(ctx, store);

/**
 * Writes one delivery's batch: resources in parallel, then the message, then BatchComplete
 * (the message's path and MD5), so a store that waits for BatchComplete never reads half a
 * batch. A run that stops midway leaves no BatchComplete, and the retried run writes the whole
 * batch again (each file is replaced whole). A takedown carries the message only.
 */
async function writeBatch(
  ctx: AppContext,
  transport: Transport,
  delivery: DeliveryRow,
  snapshot: ReleaseSnapshot,
  resources: { fileName: string; storageKey: string }[],
) {
  const paths = batchPaths(delivery.batchId, delivery.releaseId);
  if (delivery.kind !== 'takedown') {
    const limit = pLimit(parallelWrites);
    await Promise.all(
      resources.map((r) =>
        limit(() =>
          ctx.storage.withLocalFile(r.storageKey, (local) =>
            transport.put(paths.resource(r.fileName), local),
          ),
        ),
      ),
    );
  }
  const message = Buffer.from(buildNewReleaseMessage(snapshot));
  await transport.put(paths.message, message);
  const complete = buildBatchComplete({
    sender: snapshot.sender,
    recipient: snapshot.recipient,
    createdAt: ctx.clock.now().toISOString(),
    batchId: delivery.batchId,
    messages: [
      {
        messageId: snapshot.messageId,
        kind: snapshot.messageKind,
        url: paths.url,
        icpn: snapshot.release.upc,
        md5: createHash('md5').update(message).digest('hex'),
      },
    ],
  });
  await transport.put(paths.complete, Buffer.from(complete));
}

/** Whether the release still wants this message (a takedown stops new and update messages). */
function stillWanted(delivery: DeliveryRow, status: string | undefined) {
  if (delivery.kind === 'takedown') return status === 'takedown_requested';
  return status !== 'takedown_requested' && status !== 'removed';
}

/**
 * The `delivery.send` job: sends one delivery. A retryable failure (network, server) is
 * thrown so the queue tries again with backoff; after `maxAttempts`, or at once for a failure
 * no retry fixes (sign-in refused, bad settings), the delivery ends in `error` with the
 * message, for an admin to see and retry.
 */
export async function sendDelivery(
  ctx: AppContext,
  deliveryId: string,
  open: OpenTransport = openStoreTransport,
): Promise<void> {
  const delivery = await repo.findDelivery(ctx.db, deliveryId);
  if (!delivery || delivery.state === 'delivered' || delivery.state === 'acknowledged') return;
  if (delivery.state === 'error') return;
  const release = await findReleaseById(ctx.db, delivery.releaseId);
  if (!stillWanted(delivery, release?.status)) {
    await repo.updateDelivery(ctx.db, delivery.id, {
      state: 'error',
      lastError: `not sent: the release is ${release?.status ?? 'gone'}`,
      updatedAt: ctx.clock.now(),
    });
    return;
  }
  const attempts = delivery.attempts + 1;
  await repo.updateDelivery(ctx.db, delivery.id, {
    state: 'delivering',
    attempts,
    updatedAt: ctx.clock.now(),
  });
  try {
    const [store] = await loadStores(ctx.db, [delivery.storeId]);
    if (!store) throw new TransportError('settings', `store ${delivery.storeId} is gone`);
    const source = await loadReleaseSource(ctx.db, delivery.releaseId);
    const resources = await repo.listResources(ctx.db, delivery.releaseId, delivery.version);
    const settings = await getDeliverySettings(ctx.db);
    const snapshot = buildSnapshot(source, delivery, resources, store, settings, ctx.clock.now());
    const transport = await open(ctx, store);
    try {
      await writeBatch(ctx, transport, delivery, snapshot, resources);
    } finally {
      await transport.close().catch(() => {});
    }
    await repo.updateDelivery(ctx.db, delivery.id, {
      state: 'delivered',
      lastError: null,
      deliveredAt: ctx.clock.now(),
      updatedAt: ctx.clock.now(),
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const retry = attempts < maxAttempts && !(error instanceof TransportError && !error.retryable);
    await repo.updateDelivery(ctx.db, delivery.id, {
      state: retry ? 'queued' : 'error',
      lastError: message.slice(0, 2000),
      updatedAt: ctx.clock.now(),
    });
    if (retry) throw error;
    ctx.log.warn({ err: error, deliveryId }, 'delivery failed, waiting for an admin');
  }
}
