import { useInfiniteQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client.ts';
import { cursorPages } from '../../../lib/cursor-pages.ts';
import { apiQuery, type CatalogueFilters } from '../utils/catalogue-filters.ts';

/** GET /v1/catalog/artists (public): the catalogue for these filters, a page at a time. */
export const catalogueQuery = (filters: CatalogueFilters) => {
  const query = apiQuery(filters);
  return cursorPages(['artist-catalogue', JSON.stringify(query)], (cursor) =>
    dataOf(api.GET('/v1/catalog/artists', { params: { query: { ...query, cursor } } })),
  );
};

/** `enabled` false waits (the page hydrating over its prerendered shell). */
export function useCatalogue(filters: CatalogueFilters, enabled: boolean) {
  return useInfiniteQuery({ ...catalogueQuery(filters), enabled });
}
