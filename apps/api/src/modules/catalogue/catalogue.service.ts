import type {
  CatalogueArtist,
  CataloguePage,
  CatalogueQuery,
  CatalogueRelease,
} from '@soundpost/contracts/artist-catalogue';
import type { CountryCode } from '@soundpost/contracts/countries';
import type { AppContext } from '../../lib/context.ts';
import { decodeCatalogueCursor, encodeCatalogueCursor } from './catalogue-cursor.ts';
import * as repo from './catalogue.repository.ts';

/** How many releases a card shows. */
const releasesPerArtist = 6;

type ReleaseRow = Awaited<ReturnType<typeof repo.listCatalogueReleases>>[number];

/** Each artist's releases for the cards: one entry per release, its first link, newest first. */
function releasesByArtist(rows: ReleaseRow[]) {
  const byArtist = new Map<string, { ids: Set<string>; releases: CatalogueRelease[] }>();
  for (const row of rows) {
    if (!row.artistId || !row.title) continue;
    const entry = byArtist.get(row.artistId) ?? { ids: new Set(), releases: [] };
    byArtist.set(row.artistId, entry);
    if (entry.ids.has(row.id) || entry.releases.length >= releasesPerArtist) continue;
    entry.ids.add(row.id);
    const link = row.slug ? `/l/${row.slug}` : null;
    entry.releases.push({
      title: row.title,
      link,
      artworkUrl: link && row.artworkUploadId ? `${link}/artwork.webp` : null,
    });
  }
  return byArtist;
}

/**
 * A page of the public artist catalogue (decision 057): the artists who opted in, filtered and
 * in the chosen order, each with their releases in the stores and those releases' smart links.
 * Built field by field from an allow-list: legal names are never read, let alone sent.
 */
export async function searchCatalogue(
  ctx: AppContext,
  query: CatalogueQuery,
): Promise<CataloguePage> {
  const { sort, limit } = query;
  const cursor = decodeCatalogueCursor(sort, query.cursor);
  const filters = { country: query.country, genre: query.genre, words: repo.tsQueryOf(query.q) };
  const rows = await repo.listCatalogueArtists(ctx.db, filters, sort, cursor, limit);
  const page = rows.slice(0, limit);
  const releases = releasesByArtist(
    await repo.listCatalogueReleases(
      ctx.db,
      page.map((row) => row.id),
    ),
  );
  const items = page.map((row): CatalogueArtist => {
    const own = releases.get(row.id)?.releases ?? [];
    return {
      id: row.id,
      name: row.name,
      country: row.country as CountryCode,
      genre: row.mainGenre,
      subgenre: row.subgenre,
      followers: row.followers,
      imageUrl: own.find((release) => release.artworkUrl)?.artworkUrl ?? null,
      releases: own,
    };
  });
  const last = page.at(-1);
  return {
    items,
    nextCursor: rows.length > limit && last ? encodeCatalogueCursor(sort, last) : null,
  };
}
