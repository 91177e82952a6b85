import { and, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uploadUsage, uploads, type NewUploadRow, type UploadRow } from './uploads.table.ts';

export type UploadChanges = Partial<Omit<NewUploadRow, 'id' | 'ownerId' | 'kind' | 'createdAt'>>;

export async function insertUpload(db: Db, values: NewUploadRow): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(values).returning();
  return row!;
}

export async function findUploadById(db: Db, id: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  return row;
}

/** The uploads of these ids that exist, in no order. */
export const findUploadsByIds = (db: Db, ids: string[]): Promise<UploadRow[]> =>
  ids.length ? db.select().from(uploads).where(inArray(uploads.id, ids)) : Promise.resolve([]);

export async function findUploadsByOwner(db: Db, ownerId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(uploads)
    .where(and(eq(uploads.ownerId, ownerId), inArray(uploads.id, ids)));
}

/** Applies the changes only while the upload has one of `statuses`; undefined otherwise. */
export async function updateUploadIn(
  db: Db,
  id: string,
  statuses: UploadRow['status'][],
  changes: UploadChanges,
) {
  const [row] = await db
    .update(uploads)
    .set(changes)
    .where(and(eq(uploads.id, id), inArray(uploads.status, statuses)))
    .returning();
  return row;
}

export async function deleteUpload(db: Db, id: string): Promise<void> {
  await db.delete(uploads).where(eq(uploads.id, id));
}

/** Deletes the audio uploads still `uploading` and untouched since `before`; their ids. */
export async function deleteAbandonedUploads(db: Db, before: Date): Promise<string[]> {
  const rows = await db
    .delete(uploads)
    .where(
      and(
        eq(uploads.kind, 'audio'),
        eq(uploads.status, 'uploading'),
        lt(uploads.updatedAt, before),
      ),
    )
    .returning({ id: uploads.id });
  return rows.map((row) => row.id);
}

/** Counts one more QC run and returns the new count. */
export async function countQcAttempt(db: Db, id: string, now: Date): Promise<number> {
  const [row] = await db
    .update(uploads)
    .set({ qcAttempts: sql`${uploads.qcAttempts} + 1`, updatedAt: now })
    .where(eq(uploads.id, id))
    .returning({ qcAttempts: uploads.qcAttempts });
  return row?.qcAttempts ?? 0;
}

/**
 * Reads the upload with its row locked and applies the changes `change` derives from it (none
 * when it returns undefined): two writers that judge from the row never overwrite each other.
 */
export async function updateLocked(
  db: Db,
  id: string,
  change: (row: UploadRow) => UploadChanges | undefined,
): Promise<UploadRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(uploads).where(eq(uploads.id, id)).for('update');
    const changes = row && change(row);
    if (!row || !changes) return row;
    const [saved] = await tx.update(uploads).set(changes).where(eq(uploads.id, id)).returning();
    return saved;
  });
}

/** Audio uploads of the owner still receiving bytes that started after `since`. */
export async function countUnfinishedUploads(db: Db, ownerId: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(uploads)
    .where(
      and(
        eq(uploads.ownerId, ownerId),
        eq(uploads.kind, 'audio'),
        eq(uploads.status, 'uploading'),
        gt(uploads.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

const usageOf = (ownerId: string, day: string) =>
  and(eq(uploadUsage.ownerId, ownerId), eq(uploadUsage.day, day));

/** Bytes the owner started uploading on `day` (YYYY-MM-DD, UTC). */
export async function findUsage(db: Db, ownerId: string, day: string): Promise<number> {
  const [row] = await db.select().from(uploadUsage).where(usageOf(ownerId, day));
  return row?.bytes ?? 0;
}

/**
 * Like `findUsage`, with the owner's row of the day locked until the transaction ends (made
 * when missing): the owner's other creations wait here, so they judge from committed counts.
 */
export async function lockUsage(db: Db, ownerId: string, day: string): Promise<number> {
  await db.insert(uploadUsage).values({ ownerId, day, bytes: 0 }).onConflictDoNothing();
  const [row] = await db.select().from(uploadUsage).where(usageOf(ownerId, day)).for('update');
  return row!.bytes;
}

export async function addUsage(db: Db, ownerId: string, day: string, bytes: number) {
  await db
    .update(uploadUsage)
    .set({ bytes: sql`${uploadUsage.bytes} + ${bytes}` })
    .where(usageOf(ownerId, day));
}
