import type { DeliverySettings } from '@soundpost/contracts/delivery';
import type { StoreRow } from '../stores/index.ts';
import type { DeliveryResourceRow, DeliveryRow } from './deliveries.table.ts';
import type { ReleaseSnapshot, TrackSnapshot } from './ern/release-snapshot.ts';
import { ddexGenreNames } from './genre-names.ts';
import type { ReleaseSource } from './release-source.ts';

/**
 * The ERN snapshot of one delivery: the release as it is now, the files of the delivery's
 * version, Soundpost as sender and the store as recipient. The label and the P and C lines
 * are the record label's, else the artist's, from the release year.
 */
export function buildSnapshot(
  source: ReleaseSource,
  delivery: Pick<DeliveryRow, 'kind' | 'messageId'>,
  resources: DeliveryResourceRow[],
  store: Pick<StoreRow, 'partyId' | 'name'>,
  settings: DeliverySettings,
  now: Date,
): ReleaseSnapshot {
  const { release, artistName } = source;
  if (!release.upc || !release.releaseDate || !release.primaryGenre || !release.title)
    throw new Error(`release ${release.id} lacks its UPC, title, genre or release date`);
  const owner = release.recordLabel?.trim() || artistName;
  const year = Number(release.releaseDate.slice(0, 4));
  const language = release.language ?? 'en';
  const byTrack = new Map(resources.map((r) => [r.trackId ?? 'cover', r]));
  const cover = byTrack.get('cover');
  if (!cover) throw new Error(`release ${release.id} has no prepared cover`);
  const tracks: TrackSnapshot[] = source.tracks.map(({ track }) => {
    const file = byTrack.get(track.id);
    if (!file || !track.isrc || !track.title)
      throw new Error(`track ${track.position} has no prepared audio, ISRC or title`);
    return {
      position: track.position,
      isrc: track.isrc,
      title: track.title,
      versionType: track.versionType,
      displayArtist: track.trackArtist?.trim() || artistName,
      featuredArtists: track.featuredArtists,
      contributors: track.contributors.map((c) => ({
        name: c.name,
        role: c.role as TrackSnapshot['contributors'][number]['role'],
      })),
      performers: track.performers,
      durationSeconds: file.durationSeconds ?? 0,
      explicit: track.explicit,
      language: track.language ?? language,
      genre: ddexGenreNames[track.genre ?? release.primaryGenre!],
      audio: {
        fileName: file.fileName,
        md5: file.md5,
        codec: file.codec,
        bitDepth: file.bitDepth,
        sampleRate: file.sampleRate ?? 44_100,
        channels: file.channels ?? 2,
        lossy: file.lossy,
      },
    };
  });
  return {
    messageKind: delivery.kind,
    messageId: delivery.messageId,
    messageCreatedAt: now.toISOString(),
    sender: { partyId: settings.ddexPartyId, name: settings.ddexPartyName },
    recipient: { partyId: store.partyId, name: store.name },
    release: {
      id: release.id,
      upc: release.upc,
      title: release.title,
      releaseType: release.releaseType,
      displayArtist: artistName,
      featuredArtists: [],
      labelName: owner,
      genre: ddexGenreNames[release.primaryGenre],
      subGenre: release.secondaryGenre ? ddexGenreNames[release.secondaryGenre] : null,
      language,
      pLine: { year, owner },
      cLine: { year, owner },
      releaseDate: release.releaseDate,
      preOrderDate: release.presaveEnabled ? release.presaveDate : null,
      territories: 'worldwide',
    },
    tracks,
    cover: {
      fileName: cover.fileName,
      md5: cover.md5,
      width: cover.width ?? 3000,
      height: cover.height ?? 3000,
    },
  };
}
