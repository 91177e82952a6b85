import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { findArtistById } from '../artists/index.ts';
import { findReleaseById, listTracks, type ReleaseRow, type TrackRow } from '../releases/index.ts';
import { findStoresByIds } from '../stores/index.ts';
import { findUploadsByIds, type UploadRow } from '../uploads/index.ts';

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
  const release = await findReleaseById(db, releaseId);
  if (!release) throw notFound();
  const [artist, trackRows] = await Promise.all([
    release.artistId ? findArtistById(db, release.artistId) : undefined,
    listTracks(db, releaseId),
  ]);
  const uploadIds = trackRows.flatMap((track) => track.audioUploadId ?? []);
  if (release.artworkUploadId) uploadIds.push(release.artworkUploadId);
  const files = new Map((await findUploadsByIds(db, uploadIds)).map((u) => [u.id, u]));
  const fileOf = (id: string | null) => (id ? (files.get(id) ?? null) : null);
  return {
    release,
    artistName: artist?.name ?? '',
    tracks: trackRows.map((track) => ({ track, audio: fileOf(track.audioUploadId) })),
    artwork: fileOf(release.artworkUploadId),
  };
}

export const loadStores = findStoresByIds;
