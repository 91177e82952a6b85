import { and, asc, desc, eq } from 'drizzle-orm';
import type { PitchStatus } from '@soundpost/contracts/playlists';
import type { Db } from '../../db/client.ts';
import { beforeCursor, type PageCursor } from '../../lib/page-cursor.ts';
import { artistView } from '../artists/index.ts';
import { releaseView, trackView } from '../releases/index.ts';
import {
  curatedPlaylists,
  playlistPitches,
  type CuratedPlaylistRow,
  type PlaylistPitchRow,
} from './playlists.table.ts';

type PlaylistValues = Omit<CuratedPlaylistRow, 'id' | 'createdAt' | 'coverUploadId'> & {
  coverUploadId?: string | null;
};

export function listPlaylists(db: Db) {
  return db
    .select()
    .from(curatedPlaylists)
    .orderBy(desc(curatedPlaylists.followers), asc(curatedPlaylists.name));
}

export async function findPlaylist(db: Db, id: string): Promise<CuratedPlaylistRow | undefined> {
  const [row] = await db.select().from(curatedPlaylists).where(eq(curatedPlaylists.id, id));
  return row;
}

export async function insertPlaylist(db: Db, values: PlaylistValues & { createdAt: Date }) {
  const [row] = await db.insert(curatedPlaylists).values(values).returning();
  return row!;
}

export async function updatePlaylist(db: Db, id: string, values: PlaylistValues) {
  const [row] = await db
    .update(curatedPlaylists)
    .set(values)
    .where(eq(curatedPlaylists.id, id))
    .returning();
  return row;
}

export async function deletePlaylist(db: Db, id: string) {
  const rows = await db.delete(curatedPlaylists).where(eq(curatedPlaylists.id, id)).returning();
  return rows.length > 0;
}

/** Whether the song was pitched to the playlist already. */
export async function hasPitch(db: Db, playlistId: string, trackId: string) {
  const [row] = await db
    .select({ id: playlistPitches.id })
    .from(playlistPitches)
    .where(and(eq(playlistPitches.playlistId, playlistId), eq(playlistPitches.trackId, trackId)));
  return row !== undefined;
}

/** Inserts a pitch; undefined when the song was already pitched to the playlist. */
export async function insertPitch(
  db: Db,
  values: Pick<PlaylistPitchRow, 'playlistId' | 'ownerId' | 'trackId' | 'pitch' | 'createdAt'>,
) {
  const [row] = await db
    .insert(playlistPitches)
    .values({ ...values, status: 'pending' })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Pitches with their playlist, song, release and artist, newest first. */
function pitchesWithContext(db: Db) {
  const t = trackView();
  const r = releaseView();
  const a = artistView();
  return db
    .select({
      pitch: playlistPitches,
      playlistName: curatedPlaylists.name,
      trackTitle: t.title,
      audioUploadId: t.audioUploadId,
      releaseTitle: r.title,
      artistName: a.name,
    })
    .from(playlistPitches)
    .innerJoin(curatedPlaylists, eq(curatedPlaylists.id, playlistPitches.playlistId))
    .innerJoin(t, eq(t.id, playlistPitches.trackId))
    .innerJoin(r, eq(r.id, t.releaseId))
    .leftJoin(a, eq(a.id, r.artistId))
    .orderBy(desc(playlistPitches.createdAt), desc(playlistPitches.id))
    .$dynamic();
}
export type PitchWithContext = Awaited<
  ReturnType<ReturnType<typeof pitchesWithContext>['execute']>
>[number];

type Page = { cursor: PageCursor | undefined; limit: number };
const after = (page: Page) =>
  beforeCursor(page.cursor, playlistPitches.createdAt, playlistPitches.id);

/** The owner's pitches, `limit + 1` of them after the cursor. */
export const listOwnPitches = (db: Db, ownerId: string, page: Page) =>
  pitchesWithContext(db)
    .where(and(eq(playlistPitches.ownerId, ownerId), after(page)))
    .limit(page.limit + 1);

/** Pitches in one status, `limit + 1` of them after the cursor. */
export const listPitchesByStatus = (db: Db, status: PitchStatus, page: Page) =>
  pitchesWithContext(db)
    .where(and(eq(playlistPitches.status, status), after(page)))
    .limit(page.limit + 1);

export async function findPitchWithContext(db: Db, id: string) {
  const [row] = await pitchesWithContext(db).where(eq(playlistPitches.id, id));
  return row;
}

/** Answers a pending pitch; undefined when it was answered already (of two curators, one wins). */
export async function decidePitch(
  db: Db,
  id: string,
  values: Pick<PlaylistPitchRow, 'status' | 'note' | 'decidedBy' | 'decidedAt'>,
) {
  const [row] = await db
    .update(playlistPitches)
    .set(values)
    .where(and(eq(playlistPitches.id, id), eq(playlistPitches.status, 'pending')))
    .returning();
  return row;
}
