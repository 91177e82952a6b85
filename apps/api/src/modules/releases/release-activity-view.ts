import type { ReleaseActivityKind } from '@soundpost/contracts/releases';
import type { ReleaseActivityRow } from './releases.table.ts';

/**
 * What the artist may see of each event: of each kind, only the data meant for them; `null`
 * hides the kind altogether. Anything else in the activity (a reviewer's internal comment, a
 * team code, the checks an automatic decision ran) never leaves the server on this path. A new
 * kind does not compile until someone decides here what the artist sees of it.
 */
const artistView: Record<ReleaseActivityKind, readonly string[] | null> = {
  created: [],
  updated: ['fields'],
  submitted: ['referenceId'],
  review_started: [],
  approved: [],
  processing_started: [],
  reopened: ['reason', 'note'],
  rejected: ['note'],
  published: [],
  went_live: [],
  takedown_requested: [],
  removed: [],
  expired: [],
};

/** The kinds the artist sees, for queries over several releases. */
export const artistVisibleKinds = (Object.keys(artistView) as ReleaseActivityKind[]).filter(
  (kind) => artistView[kind] !== null,
);

// `hasOwn` too: a row may carry a kind this build does not know (written by a newer one).
export const isArtistVisible = (row: ReleaseActivityRow) =>
  Object.hasOwn(artistView, row.kind) && artistView[row.kind] !== null;

export function toActivityDto(row: ReleaseActivityRow, ownerId: string) {
  const keys = artistView[row.kind] ?? [];
  return {
    id: String(row.id),
    kind: row.kind,
    // Reviewers stay anonymous to the artist: "the team".
    by:
      row.actorId === null
        ? ('system' as const)
        : row.actorId === ownerId
          ? ('artist' as const)
          : ('team' as const),
    data: Object.fromEntries(keys.filter((k) => k in row.data).map((k) => [k, row.data[k]])),
    at: row.at.toISOString(),
  };
}
