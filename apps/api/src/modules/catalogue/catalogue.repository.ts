import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Genre } from '@soundpost/contracts/catalog';
import type { CatalogueSort } from '@soundpost/contracts/artist-catalogue';
import type { Db } from '../../db/client.ts';
import { catalogueArtistView } from '../artists/index.ts';
import { releaseView } from '../releases/index.ts';
import { activeSmartLinkView } from '../smart-links/index.ts';
import { userView } from '../users/index.ts';
import type { CatalogueCursor } from './catalogue-cursor.ts';

const artists = catalogueArtistView();
const owners = userView('owners');
const releases = releaseView();
const links = activeSmartLinkView();

/** What narrows the catalogue; `words` is a text-search query (`tsQueryOf`). */
export type CatalogueFilters = { country?: string; genre?: Genre; words?: string };

/**
 * The words of a visitor's search as a `to_tsquery` text: each word (letters and digits only,
 * so nothing the query language reads as an operator) matched as a word's beginning, all of
 * them required. Undefined when the search has no word at all.
 */
export function tsQueryOf(q: string | undefined): string | undefined {
  const words = q
    ?.toLowerCase()
    .match(/[\p{L}\p{N}]+/gu)
    ?.slice(0, 8);
  return words?.length ? words.map((w) => `${w}:*`).join(' & ') : undefined;
}

/** Rows after the cursor in the page's order (the same expressions as the indexes). */
function after(cursor: CatalogueCursor | undefined) {
  if (!cursor) return undefined;
  if (cursor.sort === 'followers') {
    return sql`(${artists.followers}, ${artists.id}) < (${cursor.followers}::int, ${cursor.id}::uuid)`;
  }
  if (cursor.sort === 'name') {
    return sql`(${artists.sortName}, ${artists.id}) > (${cursor.name}, ${cursor.id}::uuid)`;
  }
  return sql`(${artists.createdAt}, ${artists.id}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`;
}

const orders = {
  followers: [desc(artists.followers), desc(artists.id)],
  name: [asc(artists.sortName), asc(artists.id)],
  newest: [desc(artists.createdAt), desc(artists.id)],
} satisfies Record<CatalogueSort, unknown[]>;

/** Listed artists of owners who are not blocked, in `sort` order; `limit + 1` rows. */
export function listCatalogueArtists(
  db: Db,
  filters: CatalogueFilters,
  sort: CatalogueSort,
  cursor: CatalogueCursor | undefined,
  limit: number,
) {
  return db
    .select({
      id: artists.id,
      name: artists.name,
      sortName: artists.sortName,
      country: artists.country,
      mainGenre: artists.mainGenre,
      subgenre: artists.subgenre,
      followers: artists.followers,
      createdAt: artists.createdAt,
    })
    .from(artists)
    .innerJoin(owners, eq(owners.id, artists.ownerId))
    .where(
      and(
        eq(owners.banned, false),
        eq(owners.freeze, false),
        filters.country ? eq(artists.country, filters.country) : undefined,
        filters.genre ? eq(artists.mainGenre, filters.genre) : undefined,
        filters.words ? sql`${artists.words} @@ to_tsquery('simple', ${filters.words})` : undefined,
        after(cursor),
      ),
    )
    .orderBy(...orders[sort])
    .limit(limit + 1);
}

/** The statuses of a release in the stores. */
const inStores = ['published', 'live'] as const;

/**
 * The releases in the stores of these artists, newest first, each with one active smart link
 * (its default one first) when it has any.
 */
export function listCatalogueReleases(db: Db, artistIds: string[]) {
  if (artistIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: releases.id,
      artistId: releases.artistId,
      title: releases.title,
      artworkUploadId: releases.artworkUploadId,
      slug: links.slug,
    })
    .from(releases)
    .leftJoin(links, eq(links.releaseId, releases.id))
    .where(
      and(
        inArray(releases.artistId, artistIds),
        inArray(releases.status, [...inStores]),
        isNotNull(releases.title),
      ),
    )
    .orderBy(desc(releases.createdAt), desc(releases.id), desc(links.isDefault), asc(links.slug));
}

/**
 * The active smart links of the listed artists' releases in the stores, for the sitemap: what a
 * search engine indexes of the catalogue (its own page lists the artists after it loads).
 */
export async function listCatalogueLinkSlugs(db: Db) {
  const rows = await db
    .selectDistinct({ slug: links.slug })
    .from(artists)
    .innerJoin(owners, eq(owners.id, artists.ownerId))
    .innerJoin(releases, eq(releases.artistId, artists.id))
    .innerJoin(links, eq(links.releaseId, releases.id))
    .where(
      and(
        eq(owners.banned, false),
        eq(owners.freeze, false),
        inArray(releases.status, [...inStores]),
      ),
    )
    .orderBy(asc(links.slug));
  return rows.map((r) => r.slug);
}
