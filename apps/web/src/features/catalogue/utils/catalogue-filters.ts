import {
  catalogueSorts,
  type CatalogueQuery,
  type CatalogueSort,
} from '@soundpost/contracts/artist-catalogue';
import { genres, type Genre } from '@soundpost/contracts/catalog';
import { countryCodes, type CountryCode } from '@soundpost/contracts/countries';

/** What the page filters by, as its address holds it: a shared link opens the same view. */
export type CatalogueFilters = {
  country: CountryCode | null;
  genre: Genre | null;
  q: string;
  sort: CatalogueSort;
};

export const defaultFilters: CatalogueFilters = {
  country: null,
  genre: null,
  q: '',
  sort: 'followers',
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

/** The filters of an address's query; anything unknown falls back to the default. */
export function filtersFromSearch(params: URLSearchParams): CatalogueFilters {
  return {
    country: oneOf(countryCodes, params.get('country')?.toUpperCase() ?? null),
    genre: oneOf(genres, params.get('genre')),
    q: (params.get('q') ?? '').slice(0, 100),
    sort: oneOf(catalogueSorts, params.get('sort')) ?? defaultFilters.sort,
  };
}

/** The query for an address: only what differs from the defaults, in a fixed order. */
export function searchFromFilters(filters: CatalogueFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.country) params.set('country', filters.country);
  if (filters.genre) params.set('genre', filters.genre);
  if (filters.sort !== defaultFilters.sort) params.set('sort', filters.sort);
  return params;
}

/** The API's query for the filters (the cursor is added page by page). */
export function apiQuery(filters: CatalogueFilters): Omit<CatalogueQuery, 'limit'> {
  return {
    sort: filters.sort,
    ...(filters.country ? { country: filters.country } : {}),
    ...(filters.genre ? { genre: filters.genre } : {}),
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
  };
}
