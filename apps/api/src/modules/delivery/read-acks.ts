import type { AppContext } from '../../lib/context.ts';
import * as repo from './deliveries.repository.ts';
import { acknowledgementFolder, type AcknowledgementResult } from './ern/acknowledgement.ts';
import { AcknowledgementError, parseAcknowledgement } from './ern/parse-ack.ts';
import { loadStores } from './release-source.ts';
import { settleRelease } from './settle-release.ts';
import { openTransport, type Transport } from './transports/transport.ts';

/**
 * Applies one store's answer to its delivery: accepted → acknowledged, rejected → error with
 * the store's status and text. An ACK for a message of another store, or for a delivery not
 * waiting for one, changes nothing. Answers the release to settle, if any.
 */
async function applyAck(ctx: AppContext, storeId: string, ack: AcknowledgementResult) {
  const delivery = await repo.findDeliveryByMessageId(ctx.db, ack.acknowledgedMessageId);
  if (!delivery || delivery.storeId !== storeId) return undefined;
  if (delivery.state !== 'delivered' && delivery.state !== 'delivering') return undefined;
  const now = ctx.clock.now();
  await repo.updateDelivery(
    ctx.db,
    delivery.id,
    ack.status === 'accepted'
      ? { state: 'acknowledged', acknowledgedAt: now, lastError: null, updatedAt: now }
      : {
          state: 'error',
          lastError: [ack.statusCode, ack.errorText].filter(Boolean).join(': '),
          updatedAt: now,
        },
  );
  return delivery.releaseId;
}

/**
 * Reads every ACK file in the store's `acks/` folder. A processed file is removed; a file
 * that is not an ACK, or names no message of ours, is left for the store's engineer to see.
 */
async function readStoreAcks(ctx: AppContext, storeId: string, transport: Transport) {
  const releases = new Set<string>();
  for (const path of await transport.list(`${acknowledgementFolder}/ACK_`)) {
    if (!path.endsWith('.xml')) continue;
    let ack: AcknowledgementResult;
    try {
      ack = parseAcknowledgement((await transport.read(path)).toString('utf8'));
    } catch (error) {
      if (!(error instanceof AcknowledgementError)) throw error;
      ctx.log.warn({ storeId, path, problem: error.message }, 'unreadable ACK file left in place');
      continue;
    }
    const releaseId = await applyAck(ctx, storeId, ack);
    if (!releaseId) continue;
    await transport.remove(path);
    releases.add(releaseId);
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
