import type { Delivery, ReleaseStore } from '@soundpost/contracts/delivery';
import type { AppContext } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Actor } from '../../plugins/types.ts';
import { assertCanMove, findReleaseById, findOwnRelease } from '../releases/index.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { DeliveryRow } from './deliveries.table.ts';
import * as repo from './deliveries.repository.ts';
import { loadStores } from './release-source.ts';
import { settleRelease } from './settle-release.ts';
import { queuePrepare, queueTakedown } from './start-delivery.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

function toDelivery(d: DeliveryRow, storeName: string): Delivery {
  return {
    id: d.id,
    storeId: d.storeId,
    storeName,
    kind: d.kind,
    version: d.version,
    messageId: d.messageId,
    batchId: d.batchId,
    state: d.state,
    attempts: d.attempts,
    lastError: d.lastError,
    storeLink: d.storeLink,
    storeLinkSetManually: d.storeLinkSetBy !== null,
    deliveredAt: iso(d.deliveredAt),
    acknowledgedAt: iso(d.acknowledgedAt),
    confirmedManually: d.confirmedManually,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}

async function releaseOr404(ctx: AppContext, id: string) {
  const release = isUuid(id) ? await findReleaseById(ctx.db, id) : undefined;
  if (!release) throw notFound();
  return release;
}

async function deliveryOr404(ctx: AppContext, id: string) {
  const delivery = isUuid(id) ? await repo.findDelivery(ctx.db, id) : undefined;
  if (!delivery) throw notFound();
  return delivery;
}

const invalidState = (d: DeliveryRow) =>
  new AppError('invalid_delivery_state', { params: { state: d.state } });

/** Every delivery of the release (each message to each store), oldest first. */
export async function listDeliveries(ctx: AppContext, releaseId: string) {
  await releaseOr404(ctx, releaseId);
  const rows = await repo.listReleaseDeliveries(ctx.db, releaseId);
  return { items: rows.map((r) => toDelivery(r.delivery, r.storeName)) };
}

async function answer(ctx: AppContext, id: string) {
  const [row] = (
    await repo.listReleaseDeliveries(ctx.db, (await deliveryOr404(ctx, id)).releaseId)
  ).filter((r) => r.delivery.id === id);
  return toDelivery(row!.delivery, row!.storeName);
}

/** An admin sends a delivery in error again: attempts start over, the batch is rewritten. */
export async function retryDelivery(ctx: AppContext, id: string) {
  const delivery = await deliveryOr404(ctx, id);
  if (delivery.state !== 'error') throw invalidState(delivery);
  await repo.updateDelivery(ctx.db, id, {
    state: 'queued',
    attempts: 0,
    updatedAt: ctx.clock.now(),
  });
  await queuePrepare(ctx, delivery.releaseId, delivery.version);
  return answer(ctx, id);
}

/**
 * An admin confirms that the store has the message (the store said so another way than an
 * ACK file); the release moves on as if the ACK had come.
 */
export async function confirmDelivery(ctx: AppContext, actor: Actor, id: string) {
  const delivery = await deliveryOr404(ctx, id);
  if (delivery.state === 'acknowledged' || delivery.state === 'queued')
    throw invalidState(delivery);
  const now = ctx.clock.now();
  await repo.updateDelivery(ctx.db, id, {
    state: 'acknowledged',
    acknowledgedAt: now,
    confirmedBy: actor.user.id,
    confirmedManually: true,
    lastError: null,
    updatedAt: now,
  });
  await settleRelease(ctx, delivery.releaseId);
  return answer(ctx, id);
}

/**
 * An admin sets the release's real address on the store (the store told it, or it was looked
 * up): it replaces the template's link, go-live never overwrites it, and updates keep it.
 */
export async function setStoreLink(ctx: AppContext, actor: Actor, id: string, url: string) {
  const delivery = await deliveryOr404(ctx, id);
  if (delivery.kind === 'takedown') throw invalidState(delivery);
  await repo.updateDelivery(ctx.db, id, {
    storeLink: url,
    storeLinkSetBy: actor.user.id,
    updatedAt: ctx.clock.now(),
  });
  return answer(ctx, id);
}

/** An admin processes a requested takedown: takedown messages to every store that had it. */
export async function processTakedown(ctx: AppContext, releaseId: string) {
  const release = await releaseOr404(ctx, releaseId);
  if (release.status !== 'takedown_requested') assertCanMove(release, 'completeTakedown');
  await queueTakedown(ctx, releaseId);
  return { ok: true as const };
}

/** The artist's view of the release's stores: each chosen store, its state and link. */
export async function listReleaseStores(
  ctx: AppContext,
  actor: Actor,
  releaseId: string,
): Promise<{ items: ReleaseStore[] }> {
  const release = await findOwnRelease(ctx, actor, releaseId);
  const latest = new Map(
    (await repo.latestReleaseDeliveries(ctx.db, releaseId)).map((d) => [d.storeId, d]),
  );
  const stores = new Map((await loadStores(ctx.db, release.storeIds)).map((s) => [s.id, s]));
  const items = release.storeIds.flatMap((storeId) => {
    const store = stores.get(storeId);
    if (!store) return [];
    const d = latest.get(storeId);
    const state: ReleaseStore['state'] = !d
      ? null
      : release.status === 'removed'
        ? 'removed'
        : d.state === 'delivering'
          ? 'queued'
          : d.state === 'acknowledged' && release.status === 'live'
            ? 'live'
            : d.state;
    return [{ storeId, name: store.name, state, link: state === 'live' ? d!.storeLink : null }];
  });
  return { items };
}
