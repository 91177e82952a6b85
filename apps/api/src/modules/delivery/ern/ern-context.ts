import type { ReleaseSnapshot, TrackSnapshot } from './release-snapshot.ts';
import { compactIsrc } from './ern-vocabulary.ts';
import { indexParties, type PartyIndex } from './ern-parties.ts';

/**
 * What every part of the message shares: the snapshot, its tracks in order, its parties and
 * the local references. References only tie the parts of one message together (A =
 * resource, T = technical details, R = release); the store keys the release on its ICPN and
 * the tracks on ISRCs, so an update may number them differently.
 */
export type ErnContext = {
  snapshot: ReleaseSnapshot;
  /** By position. */
  tracks: TrackSnapshot[];
  parties: PartyIndex;
  /** Namespace of Soundpost's proprietary ids and user-defined values: `DPID:<sender>`. */
  namespace: string;
  /** The release has a pre-order period (a pre-save date) and the message is not a takedown. */
  preOrder: boolean;
  trackResource(track: TrackSnapshot): string;
  trackTechnical(track: TrackSnapshot): string;
  trackRelease(track: TrackSnapshot): string;
  coverResource: string;
  coverTechnical: string;
  mainRelease: string;
};

export function createErnContext(snapshot: ReleaseSnapshot): ErnContext {
  const tracks = [...snapshot.tracks].sort((a, b) => a.position - b.position);
  checkTracks(tracks);
  const coverIndex = tracks[tracks.length - 1]!.position + 1;
  return {
    snapshot,
    tracks,
    parties: indexParties(snapshot.release, tracks),
    namespace: `DPID:${snapshot.sender.partyId}`,
    preOrder: Boolean(snapshot.release.preOrderDate) && snapshot.messageKind !== 'takedown',
    trackResource: (track) => `A${track.position}`,
    trackTechnical: (track) => `T${track.position}`,
    trackRelease: (track) => `R${track.position}`,
    coverResource: `A${coverIndex}`,
    coverTechnical: `T${coverIndex}`,
    mainRelease: 'R0',
  };
}

/** A caller's mistake that would give a message a store cannot read; fail before sending it. */
function checkTracks(tracks: TrackSnapshot[]) {
  if (tracks.length === 0) throw new Error('A release message needs at least one track');
  const positions = new Set(tracks.map((t) => t.position));
  if (
    positions.size !== tracks.length ||
    tracks.some((t) => !Number.isInteger(t.position) || t.position < 1)
  )
    throw new Error('Track positions must be distinct whole numbers from 1');
  const isrcs = new Set(tracks.map((t) => compactIsrc(t.isrc)));
  if (isrcs.size !== tracks.length) throw new Error('Each track needs its own ISRC');
}
