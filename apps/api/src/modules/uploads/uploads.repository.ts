import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uploads, type NewUploadRow, type UploadRow } from './uploads.table.ts';

export type UploadChanges = Partial<Omit<NewUploadRow, 'id' | 'ownerId' | 'kind' | 'createdAt'>>;

export async function insertUpload(db: Db, values: NewUploadRow): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(values).returning();
  return row!;
}

export async function findUploadById(db: Db, id: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  return row;
}

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
