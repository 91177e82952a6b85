import type { artistSorts } from '@soundpost/contracts/artists';
import { validationFailed } from '../../lib/errors.ts';

export type ArtistSort = (typeof artistSorts)[number];

/**
 * Where a page ends, in the list's own order: the lower-cased name or the creation time,
 * plus the id to break ties, so pages never repeat or skip rows when artists are added.
 */
export type ArtistCursor =
  { sort: 'name'; name: string; id: string } | { sort: 'newest'; createdAt: Date; id: string };

import { isUuid } from '../../lib/uuid.ts';

/**
 * The opaque cursor after `row` in the `sort` order. `sortName` is the database's own
 * lower(name): JavaScript lower-cases some letters differently than the database collation.
 */
export function encodeArtistCursor(
  sort: ArtistSort,
  row: { sortName: string; createdAt: Date; id: string },
): string {
  const key = sort === 'name' ? row.sortName : row.createdAt.toISOString();
  return Buffer.from(JSON.stringify([sort, key, row.id])).toString('base64url');
}

/** The cursor's position; a tampered cursor, or one of the other order, is a 400 on `cursor`. */
export function decodeArtistCursor(
  sort: ArtistSort,
  cursor: string | undefined,
): ArtistCursor | undefined {
  if (!cursor) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw validationFailed({ cursor: 'invalid' });
  }
  const [kind, key, id] = Array.isArray(parsed) ? parsed : [];
  if (kind === sort && typeof key === 'string' && typeof id === 'string' && isUuid(id)) {
    if (sort === 'name') return { sort, name: key, id };
    const createdAt = new Date(key);
    if (!Number.isNaN(createdAt.getTime())) return { sort, createdAt, id };
  }
  throw validationFailed({ cursor: 'invalid' });
}
