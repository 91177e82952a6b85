import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tracks, type NewTrackRow, type TrackRow } from './tracks.table.ts';

export type TrackChanges = Partial<Omit<NewTrackRow, 'id' | 'releaseId' | 'createdAt'>>;

/** The release's tracks in their order. */
export async function listTracks(db: Db, releaseId: string): Promise<TrackRow[]> {
  return db
    .select()
    .from(tracks)
    .where(eq(tracks.releaseId, releaseId))
    .orderBy(asc(tracks.position));
}

export async function findTrack(db: Db, releaseId: string, id: string) {
  const [row] = await db
    .select()
    .from(tracks)
    .where(and(eq(tracks.releaseId, releaseId), eq(tracks.id, id)));
  return row;
}

export async function findTrackById(db: Db, id: string): Promise<TrackRow | undefined> {
  const [row] = await db.select().from(tracks).where(eq(tracks.id, id));
  return row;
}

export async function countTracks(db: Db, releaseId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tracks).where(eq(tracks.releaseId, releaseId));
  return row?.n ?? 0;
}

export async function insertTrack(db: Db, values: NewTrackRow): Promise<TrackRow> {
  const [row] = await db.insert(tracks).values(values).returning();
  return row!;
}

export async function updateTrack(db: Db, id: string, changes: TrackChanges) {
  const [row] = await db.update(tracks).set(changes).where(eq(tracks.id, id)).returning();
  return row!;
}

/** Takes a custom ISRC off the release's tracks; the ids of the tracks that had it. */
export async function clearCustomIsrc(db: Db, releaseId: string, isrc: string, now: Date) {
  return db
    .update(tracks)
    .set({ isrc: null, isrcIsCustom: false, updatedAt: now })
    .where(
      and(eq(tracks.releaseId, releaseId), eq(tracks.isrc, isrc), eq(tracks.isrcIsCustom, true)),
    )
    .returning({ id: tracks.id });
}

export async function deleteTrack(db: Db, id: string): Promise<void> {
  await db.delete(tracks).where(eq(tracks.id, id));
}

/**
 * Gives the tracks positions 1..n in the order of `orderedIds`. Positions are unique per
 * release and checked row by row, so the rows first move out of the way (negative positions).
 */
export async function setPositions(db: Db, releaseId: string, orderedIds: string[]) {
  if (orderedIds.length === 0) return;
  const cases = sql.join(
    orderedIds.map((id, i) => sql`when ${id}::uuid then ${i + 1}::int`),
    sql` `,
  );
  const scope = and(eq(tracks.releaseId, releaseId), inArray(tracks.id, orderedIds));
  await db
    .update(tracks)
    .set({ position: sql`-${tracks.position}` })
    .where(scope);
  await db
    .update(tracks)
    .set({ position: sql`case ${tracks.id} ${cases} end` })
    .where(scope);
}
