import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client.ts';
import { artistsQueryKey, type ArtistPage } from './get-artists.ts';

/** GET /v1/artists?q: the user's artists whose name contains `q`, by name, page by page. */
export function searchArtists(q: string, cursor: string | null): Promise<ArtistPage> {
  return dataOf(
    api.GET('/v1/artists', {
      params: {
        query: { sort: 'name', q: q || undefined, cursor: cursor ?? undefined, limit: 20 },
      },
    }),
  );
}

export const artistSearchQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: [...artistsQueryKey, 'search', q],
    queryFn: ({ pageParam }) => searchArtists(q, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // The options stay while the next search runs, so the list does not blink as one types.
    placeholderData: (previous) => previous,
  });

export function useArtistSearch(q: string) {
  return useInfiniteQuery(artistSearchQueryOptions(q));
}
