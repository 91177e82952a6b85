import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { artists } from '../artists/artists.table.ts';
import { releases, type ReleaseRow } from '../releases/releases.table.ts';
import { stores, type StoreRow } from '../stores/stores.table.ts';
import { tracks, type TrackRow } from '../releases/tracks.table.ts';
import { uploads, type UploadRow } from '../uploads/uploads.table.ts';

/** A track with its audio upload, as delivery reads it. */
export type SourceTrack = { track: TrackRow; audio: UploadRow | null };

/** Everything in the database a release's delivery is built from. */
export type ReleaseSource = {
  release: ReleaseRow;
  artistName: string;
  tracks: SourceTrack[];
  artwork: UploadRow | null;
};

export async function loadReleaseSource(db: Db, releaseId: string): Promise<ReleaseSource> {
  const [release] = await db.select().from(releases).where(eq(releases.id, releaseId));
  if (!release) throw notFound();
  const [artist] = release.artistId
    ? await db.select({ name: artists.name }).from(artists).where(eq(artists.id, release.artistId))
    : [];
  const rows = await db
    .select({ track: tracks, audio: uploads })
    .from(tracks)
    .leftJoin(uploads, eq(uploads.id, tracks.audioUploadId))
    .where(eq(tracks.releaseId, releaseId))
    .orderBy(asc(tracks.position));
  const [artwork] = release.artworkUploadId
    ? await db.select().from(uploads).where(eq(uploads.id, release.artworkUploadId))
    : [];
  return { release, artistName: artist?.name ?? '', tracks: rows, artwork: artwork ?? null };
}

export const loadStores = (db: Db, ids: string[]): Promise<StoreRow[]> =>
  ids.length ? db.select().from(stores).where(inArray(stores.id, ids)) : Promise.resolve([]);
