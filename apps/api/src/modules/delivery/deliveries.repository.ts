import { and, asc, desc, eq, inArray, isNotNull, max, ne, sql } from 'drizzle-orm';
import { storeView } from '../stores/index.ts';
import type { Db } from '../../db/client.ts';
import { lastActivityAt, sweepBatch, releaseView } from '../releases/index.ts';
import {
  deliveries,
  deliveryResources,
  type DeliveryRow,
  type NewDeliveryRow,
} from './deliveries.table.ts';

const releases = releaseView();
const stores = storeView();

export type DeliveryChanges = Partial<Omit<NewDeliveryRow, 'id' | 'releaseId' | 'storeId'>>;

export const insertDeliveries = (db: Db, rows: NewDeliveryRow[]) =>
  rows.length ? db.insert(deliveries).values(rows).returning() : Promise.resolve([]);

export async function findDelivery(db: Db, id: string): Promise<DeliveryRow | undefined> {
  const [row] = await db.select().from(deliveries).where(eq(deliveries.id, id));
  return row;
}

/** The delivery locked until the transaction ends, so two workers never send it at once. */
export async function lockDelivery(db: Db, id: string): Promise<DeliveryRow | undefined> {
  const [row] = await db.select().from(deliveries).where(eq(deliveries.id, id)).for('update');
  return row;
}

export async function updateDelivery(db: Db, id: string, changes: DeliveryChanges) {
  const [row] = await db.update(deliveries).set(changes).where(eq(deliveries.id, id)).returning();
  return row;
}

/** Every delivery of the release with its store's name, oldest first. */
export const listReleaseDeliveries = (db: Db, releaseId: string) =>
  db
    .select({ delivery: deliveries, storeName: stores.name })
    .from(deliveries)
    .innerJoin(stores, eq(stores.id, deliveries.storeId))
    .where(eq(deliveries.releaseId, releaseId))
    .orderBy(asc(deliveries.createdAt), asc(stores.name));

export async function latestVersion(db: Db, releaseId: string): Promise<number> {
  const [row] = await db
    .select({ version: max(deliveries.version) })
    .from(deliveries)
    .where(eq(deliveries.releaseId, releaseId));
  return row?.version ?? 0;
}

/** The deliveries of one version and kind (the takedown of a version is a kind of its own). */
export const listVersionDeliveries = (
  db: Db,
  releaseId: string,
  version: number,
  kinds: DeliveryRow['kind'][],
) =>
  db
    .select()
    .from(deliveries)
    .where(
      and(
        eq(deliveries.releaseId, releaseId),
        eq(deliveries.version, version),
        inArray(deliveries.kind, kinds),
      ),
    );

/** The stores that received a message of the release (new or update) at least once. */
export async function storesThatReceived(db: Db, releaseId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ storeId: deliveries.storeId })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.releaseId, releaseId),
        ne(deliveries.kind, 'takedown'),
        isNotNull(deliveries.deliveredAt),
      ),
    );
  return rows.map((r) => r.storeId);
}

/** The stores with messages delivered and not yet answered, for the ACK poll. */
export async function storesAwaitingAcks(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ storeId: deliveries.storeId })
    .from(deliveries)
    .where(eq(deliveries.state, 'delivered'));
  return rows.map((r) => r.storeId);
}

/** The store's deliveries sent (or being sent) and not yet answered: what its ACKs may name. */
export const listAwaitingAck = (db: Db, storeId: string) =>
  db
    .select()
    .from(deliveries)
    .where(
      and(eq(deliveries.storeId, storeId), inArray(deliveries.state, ['delivered', 'delivering'])),
    );

/** The latest new-or-update delivery of each store of the release (what the artist sees). */
export const latestReleaseDeliveries = (db: Db, releaseId: string) =>
  db
    .selectDistinctOn([deliveries.storeId])
    .from(deliveries)
    .where(and(eq(deliveries.releaseId, releaseId), ne(deliveries.kind, 'takedown')))
    .orderBy(deliveries.storeId, desc(deliveries.version));

/** Fills the store link of the given deliveries where no link is known yet. */
export const fillStoreLink = (db: Db, id: string, link: string, now: Date) =>
  db
    .update(deliveries)
    .set({ storeLink: link, updatedAt: now })
    .where(and(eq(deliveries.id, id), sql`${deliveries.storeLink} is null`));

export const listResources = (db: Db, releaseId: string, version: number) =>
  db
    .select()
    .from(deliveryResources)
    .where(and(eq(deliveryResources.releaseId, releaseId), eq(deliveryResources.version, version)));

export const insertResource = (db: Db, row: typeof deliveryResources.$inferInsert) =>
  db.insert(deliveryResources).values(row).onConflictDoNothing();

/**
 * Releases approved before `before` and still waiting in `approved`: the delivery start moves
 * them to in process within seconds, so their start was lost (or keeps failing).
 */
export const findApprovedBefore = (db: Db, before: Date) =>
  db
    .select({ id: releases.id })
    .from(releases)
    .where(and(eq(releases.status, 'approved'), sql`${lastActivityAt('approved')} <= ${before}`))
    .orderBy(asc(releases.id))
    .limit(sweepBatch);
