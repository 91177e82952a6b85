import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client.ts';

/** The account's artists by name (the first 100: the selector's choices). */
export function useArtistChoices() {
  return useQuery(
    queryOptions({
      queryKey: ['artists', 'choices'],
      queryFn: () =>
        dataOf(api.GET('/v1/artists', { params: { query: { sort: 'name', limit: 100 } } })),
      staleTime: 60_000,
    }),
  );
}

/** The store catalogue (the platform filter's choices). */
export function useStoreChoices() {
  return useQuery(
    queryOptions({
      queryKey: ['stores'],
      queryFn: () => dataOf(api.GET('/v1/stores')),
      staleTime: 5 * 60_000,
    }),
  );
}
