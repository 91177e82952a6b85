import type { AppContext } from '../../lib/context.ts';
import { deliveriesNamedByPath, deliveryAcknowledged, listAckFiles } from './ack-places.ts';
import type { DeliveryRow } from './deliveries.table.ts';
import * as repo from './deliveries.repository.ts';
import type { AcknowledgementResult } from './ern/acknowledgement.ts';
import { AcknowledgementError, parseAcknowledgement } from './ern/parse-ack.ts';
import { loadStores } from './release-source.ts';
import { settleRelease } from './settle-release.ts';
import { openTransport, type Transport } from '../stores/index.ts';

/**
 * Applies one store's answer to its delivery: accepted → acknowledged, rejected → error with
 * the store's status and text.
 */
async function applyAck(ctx: AppContext, delivery: DeliveryRow, ack: AcknowledgementResult) {
  const now = ctx.clock.now();
  await repo.updateDelivery(
    ctx.db,
    delivery.id,
    ack.status === 'accepted'
      ? { state: 'acknowledged', acknowledgedAt: now, lastError: null, updatedAt: now }
      : {
          state: 'error',
          lastError: [ack.statusCode, ack.errorText].filter(Boolean).join(': ').slice(0, 2000),
          updatedAt: now,
        },
  );
}

/**
 * An ACK file that cannot be read is left where it is, and shown to the admins on the
 * deliveries its place names (still waiting for a readable answer); one named by nothing is
 * logged. Any failure of the parser counts, so one bad file never stops the others.
 */
async function reportUnreadable(
  ctx: AppContext,
  storeId: string,
  waiting: DeliveryRow[],
  path: string,
  error: unknown,
) {
  const reason = error instanceof AcknowledgementError ? error.reason : 'not_xml';
  const problem = error instanceof Error ? error.message : String(error);
  const lastError = `Unreadable ACK file ${path} (${reason}): ${problem}`.slice(0, 2000);
  const named = deliveriesNamedByPath(waiting, path);
  for (const d of named.filter((d) => d.lastError !== lastError)) {
    await repo.updateDelivery(ctx.db, d.id, { lastError, updatedAt: ctx.clock.now() });
  }
  if (named.length === 0) {
    ctx.log.warn({ storeId, path, problem }, 'unreadable ACK file left in place');
  }
}

/**
 * Reads the store's ACK files (`acks/` and beside each waiting message). A processed file is
 * removed; a file that names no waiting message of this store is left for its engineer.
 * Answers the releases to settle.
 */
async function readStoreAcks(ctx: AppContext, storeId: string, transport: Transport) {
  const waiting = await repo.listAwaitingAck(ctx.db, storeId);
  const releases = new Set<string>();
  for (const path of await listAckFiles(transport, waiting)) {
    const xml = (await transport.read(path)).toString('utf8');
    let ack: AcknowledgementResult;
    try {
      ack = parseAcknowledgement(xml);
    } catch (error) {
      await reportUnreadable(ctx, storeId, waiting, path, error);
      continue;
    }
    const delivery = deliveryAcknowledged(waiting, ack.acknowledged);
    if (!delivery) {
      ctx.log.warn({ storeId, path }, 'ACK file names no message waiting for an answer');
      continue;
    }
    await applyAck(ctx, delivery, ack);
    await transport.remove(path);
    waiting.splice(waiting.indexOf(delivery), 1);
    releases.add(delivery.releaseId);
  }
  return releases;
}

/**
 * The `delivery.acks` job (every minute): each store with messages waiting for an answer is
 * read through its transport; a store that cannot be reached now is tried at the next run.
 */
export async function readAcknowledgements(ctx: AppContext): Promise<void> {
  const stores = await loadStores(ctx.db, await repo.storesAwaitingAcks(ctx.db));
  const settle = new Set<string>();
  for (const store of stores) {
    try {
      const transport = await openTransport(ctx, store);
      try {
        for (const id of await readStoreAcks(ctx, store.id, transport)) settle.add(id);
      } finally {
        await transport.close().catch(() => {});
      }
    } catch (error) {
      ctx.log.warn({ err: error, storeId: store.id }, 'could not read the store ACK files');
    }
  }
  for (const releaseId of settle) await settleRelease(ctx, releaseId);
}
