import { and, asc, count, desc, eq, getTableColumns, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import type { ArtistCursor, ArtistSort } from './artists-cursor.ts';
import { artists, type ArtistRow, type NewArtistRow } from './artists.table.ts';
import { beforeCursor } from '../../lib/page-cursor.ts';

export type ArtistChanges = Partial<Omit<NewArtistRow, 'id' | 'ownerId' | 'createdAt'>>;

export async function insertArtist(db: Db, values: NewArtistRow): Promise<ArtistRow> {
  const [row] = await db.insert(artists).values(values).returning();
  return row!;
}

export async function findArtistById(db: Db, id: string): Promise<ArtistRow | undefined> {
  const [row] = await db.select().from(artists).where(eq(artists.id, id)).limit(1);
  return row;
}

export async function updateArtist(db: Db, id: string, changes: ArtistChanges) {
  const [row] = await db.update(artists).set(changes).where(eq(artists.id, id)).returning();
  return row;
}

export async function deleteArtist(db: Db, id: string): Promise<void> {
  await db.delete(artists).where(eq(artists.id, id));
}

export async function countArtists(db: Db, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(artists)
    .where(eq(artists.ownerId, ownerId));
  return row?.total ?? 0;
}

const sortName = sql<string>`lower(${artists.name})`;

/** Rows after the cursor in the list's order (the same expressions as the indexes). */
function after(cursor: ArtistCursor | undefined) {
  if (!cursor) return undefined;
  if (cursor.sort === 'name')
    return sql`(${sortName}, ${artists.id}) > (${cursor.name}, ${cursor.id}::uuid)`;
  return beforeCursor(cursor, artists.createdAt, artists.id);
}

/** The owner's artists by name (A to Z) or newest first; `limit + 1` rows. */
export async function listArtists(
  db: Db,
  ownerId: string,
  sort: ArtistSort,
  q: string | undefined,
  cursor: ArtistCursor | undefined,
  limit: number,
) {
  return db
    .select({ ...getTableColumns(artists), sortName })
    .from(artists)
    .where(
      and(
        eq(artists.ownerId, ownerId),
        q ? ilike(artists.name, containsPattern(q)) : undefined,
        after(cursor),
      ),
    )
    .orderBy(
      ...(sort === 'name'
        ? [asc(sortName), asc(artists.id)]
        : [desc(artists.createdAt), desc(artists.id)]),
    )
    .limit(limit + 1);
}
