import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { beforeCursor, type PageCursor } from '../../lib/page-cursor.ts';
import { lyrics, type LyricRow } from './lyrics.table.ts';

/** Saves a written lyric. */
export async function insertLyric(db: Db, row: typeof lyrics.$inferInsert): Promise<LyricRow> {
  const [created] = await db.insert(lyrics).values(row).returning();
  return created!;
}

/** The owner's lyric with this id; undefined for anyone else's. */
export async function findOwnLyric(db: Db, ownerId: string, id: string) {
  const [row] = await db
    .select()
    .from(lyrics)
    .where(and(eq(lyrics.id, id), eq(lyrics.ownerId, ownerId)));
  return row;
}

/** A page of the owner's lyrics, newest first (`limit + 1` rows for the next cursor). */
export async function findLyrics(
  db: Db,
  ownerId: string,
  cursor: PageCursor | undefined,
  limit: number,
) {
  return db
    .select()
    .from(lyrics)
    .where(and(eq(lyrics.ownerId, ownerId), beforeCursor(cursor, lyrics.createdAt, lyrics.id)))
    .orderBy(desc(lyrics.createdAt), desc(lyrics.id))
    .limit(limit + 1);
}

/** Changes the owner's lyric; undefined when it is not theirs. */
export async function updateOwnLyric(
  db: Db,
  ownerId: string,
  id: string,
  changes: Partial<Pick<LyricRow, 'title' | 'text'>> & { updatedAt: Date },
) {
  const [row] = await db
    .update(lyrics)
    .set(changes)
    .where(and(eq(lyrics.id, id), eq(lyrics.ownerId, ownerId)))
    .returning();
  return row;
}

/** Deletes the owner's lyric; false when it is not theirs. */
export async function deleteOwnLyric(db: Db, ownerId: string, id: string) {
  const rows = await db
    .delete(lyrics)
    .where(and(eq(lyrics.id, id), eq(lyrics.ownerId, ownerId)))
    .returning({ id: lyrics.id });
  return rows.length > 0;
}
