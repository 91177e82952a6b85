import { sql } from 'drizzle-orm';
import { readView } from '../../db/read-view.ts';
import { artists } from './artists.table.ts';

/** Artists as other modules read them: whose, and their name. */
export const artistView = <Name extends string = 'artists'>(name = 'artists' as Name) =>
  readView
    .select({
      id: artists.id,
      ownerId: artists.ownerId,
      name: artists.name,
    })
    .from(artists)
    .as(name);

/**
 * The artists who opted in to the public catalogue, with what a visitor may see of them: never
 * the legal names (decision 057). `words` is the name's text-search vector, as the catalogue's
 * index computes it.
 */
export const catalogueArtistView = <Name extends string = 'artists'>(name = 'artists' as Name) =>
  readView
    .select({
      id: artists.id,
      ownerId: artists.ownerId,
      name: artists.name,
      sortName: sql<string>`lower(${artists.name})`.as('sort_name'),
      words: sql`to_tsvector('simple', ${artists.name})`.as('words'),
      country: artists.country,
      mainGenre: artists.mainGenre,
      subgenre: artists.subgenre,
      followers: artists.followers,
      createdAt: artists.createdAt,
    })
    .from(artists)
    .where(sql`${artists.inCatalogue}`)
    .as(name);
