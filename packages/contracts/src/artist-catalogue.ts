import { z } from 'zod';
import { genres } from './catalog.ts';
import { countryCodes } from './countries.ts';

/** The catalogue's orders: most followers first, by name (A to Z), newest first. */
export const catalogueSorts = ['followers', 'name', 'newest'] as const;
export type CatalogueSort = (typeof catalogueSorts)[number];

/** GET /v1/catalog/artists: every filter optional; `cursor` is the last page's `nextCursor`. */
export const catalogueQuerySchema = z.object({
  country: z.string().trim().toUpperCase().pipe(z.enum(countryCodes)).optional(),
  genre: z.enum(genres).optional(),
  /** Words of the artist's name, each matched as a word's beginning, any case. */
  q: z.string().trim().max(100).optional(),
  sort: z.enum(catalogueSorts).default('followers'),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(48).default(24),
});
export type CatalogueQuery = z.output<typeof catalogueQuerySchema>;

/** A release in the stores, with its smart link's page and artwork when it has an active one. */
export const catalogueReleaseSchema = z.object({
  title: z.string(),
  /** `/l/{slug}`, or null while the release has no active smart link. */
  link: z.string().nullable(),
  /** `/l/{slug}/artwork.webp`, or null without a link or artwork. */
  artworkUrl: z.string().nullable(),
});
export type CatalogueRelease = z.infer<typeof catalogueReleaseSchema>;

/**
 * An artist as the public catalogue shows them: an allow-list, so the legal names (and
 * anything added to the artist later) never reach a visitor.
 */
export const catalogueArtistSchema = z.object({
  id: z.string(),
  name: z.string(),
  country: z.enum(countryCodes),
  genre: z.enum(genres),
  subgenre: z.string().nullable(),
  followers: z.number().int(),
  /** The artist's own image: the artwork of their newest release with one, or null. */
  imageUrl: z.string().nullable(),
  /** Their releases in the stores, newest first (at most six). */
  releases: z.array(catalogueReleaseSchema),
});
export type CatalogueArtist = z.infer<typeof catalogueArtistSchema>;

export const cataloguePageSchema = z.object({
  items: z.array(catalogueArtistSchema),
  nextCursor: z.string().nullable(),
});
export type CataloguePage = z.infer<typeof cataloguePageSchema>;
