import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { beforeCursor, type PageCursor } from '../../lib/page-cursor.ts';
import { coverArtSets, type CoverArtSetRow, type NewCoverArtSetRow } from './cover-art.table.ts';

export async function insertSet(db: Db, values: NewCoverArtSetRow) {
  const [row] = await db.insert(coverArtSets).values(values).returning();
  return row!;
}

export async function findSet(db: Db, id: string): Promise<CoverArtSetRow | undefined> {
  const [row] = await db.select().from(coverArtSets).where(eq(coverArtSets.id, id));
  return row;
}

/** The owner's sets, newest first, `limit + 1` of them after the cursor. */
export function listSets(db: Db, ownerId: string, cursor: PageCursor | undefined, limit: number) {
  return db
    .select()
    .from(coverArtSets)
    .where(
      and(
        eq(coverArtSets.ownerId, ownerId),
        beforeCursor(cursor, coverArtSets.createdAt, coverArtSets.id),
      ),
    )
    .orderBy(desc(coverArtSets.createdAt), desc(coverArtSets.id))
    .limit(limit + 1);
}

/** Applies the changes only while the set is pending (a finished set never changes again). */
export async function updatePendingSet(
  db: Db,
  id: string,
  changes: Partial<Pick<NewCoverArtSetRow, 'status' | 'failureCode' | 'updatedAt'>>,
): Promise<CoverArtSetRow | undefined> {
  const [row] = await db
    .update(coverArtSets)
    .set(changes)
    .where(and(eq(coverArtSets.id, id), eq(coverArtSets.status, 'pending')))
    .returning();
  return row;
}

/** Counts one more run of the set's job; the new count, or null once the set is not pending. */
export async function countAttempt(db: Db, id: string, now: Date) {
  const [row] = await db
    .update(coverArtSets)
    .set({ attempts: sql`${coverArtSets.attempts} + 1`, updatedAt: now })
    .where(and(eq(coverArtSets.id, id), eq(coverArtSets.status, 'pending')))
    .returning({ attempts: coverArtSets.attempts });
  return row ? row.attempts : null;
}

export async function deleteSet(db: Db, id: string) {
  await db.delete(coverArtSets).where(eq(coverArtSets.id, id));
}

/** Sets pending since before `before` (last touched by a run then). */
export function findPendingSince(db: Db, before: Date) {
  return db
    .select()
    .from(coverArtSets)
    .where(and(eq(coverArtSets.status, 'pending'), lt(coverArtSets.updatedAt, before)))
    .limit(100);
}
