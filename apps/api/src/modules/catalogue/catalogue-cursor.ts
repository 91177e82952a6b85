import type { CatalogueSort } from '@soundpost/contracts/artist-catalogue';
import { validationFailed } from '../../lib/errors.ts';
import { isUuid } from '../../lib/uuid.ts';

/**
 * Where a catalogue page ends, in its own order: the sort key (followers, the database's
 * lower-cased name, or the creation time) plus the id, so ties never repeat or skip an artist.
 */
export type CatalogueCursor =
  | { sort: 'followers'; followers: number; id: string }
  | { sort: 'name'; name: string; id: string }
  | { sort: 'newest'; createdAt: Date; id: string };

/** The last row of a page, as the repository reads it. */
export type CatalogueKey = { id: string; followers: number; sortName: string; createdAt: Date };

function keyOf(sort: CatalogueSort, row: CatalogueKey): string | number {
  if (sort === 'followers') return row.followers;
  return sort === 'name' ? row.sortName : row.createdAt.toISOString();
}

/** The opaque cursor after `row` in the `sort` order. */
export function encodeCatalogueCursor(sort: CatalogueSort, row: CatalogueKey): string {
  return Buffer.from(JSON.stringify([sort, keyOf(sort, row), row.id])).toString('base64url');
}

function parse(cursor: string): unknown {
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The cursor's position; a tampered cursor, or one of another order, is a 400 on `cursor`. */
export function decodeCatalogueCursor(
  sort: CatalogueSort,
  cursor: string | undefined,
): CatalogueCursor | undefined {
  if (!cursor) return undefined;
  const parsed = parse(cursor);
  const [kind, key, id] = Array.isArray(parsed) ? parsed : [];
  if (kind === sort && typeof id === 'string' && isUuid(id)) {
    if (sort === 'followers' && Number.isSafeInteger(key) && key >= 0) {
      return { sort, followers: key as number, id };
    }
    if (sort === 'name' && typeof key === 'string') return { sort, name: key, id };
    const createdAt = new Date(typeof key === 'string' ? key : Number.NaN);
    if (sort === 'newest' && !Number.isNaN(createdAt.getTime())) return { sort, createdAt, id };
  }
  throw validationFailed({ cursor: 'invalid' });
}
