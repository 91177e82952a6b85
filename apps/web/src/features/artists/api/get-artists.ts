import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { artistSorts } from '@soundpost/contracts/artists';
import { api, dataOf } from '../../../lib/api-client.ts';
import { artistsQueryKey, type ArtistPage } from '../../../lib/artist-queries.ts';

export type ArtistSort = (typeof artistSorts)[number];

/** GET /v1/artists?sort&cursor&limit: one page of the user's artists. */
export function getArtists(sort: ArtistSort, cursor: string | null): Promise<ArtistPage> {
  return dataOf(
    api.GET('/v1/artists', { params: { query: { sort, cursor: cursor ?? undefined, limit: 20 } } }),
  );
}

export const artistsQueryOptions = (sort: ArtistSort) =>
  infiniteQueryOptions({
    queryKey: [...artistsQueryKey, 'list', sort],
    queryFn: ({ pageParam }) => getArtists(sort, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // Switching the sort keeps the list on screen until the other order arrives.
    placeholderData: (previous) => previous,
  });

export function useArtists(sort: ArtistSort) {
  return useInfiniteQuery(artistsQueryOptions(sort));
}
