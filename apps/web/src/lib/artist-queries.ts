// The user's artists as every feature that picks one reads them: one artist, and a search by
// name page by page (the artist selectors of the release wizard and of /analytics).
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { Artist, artistPageSchema } from '@soundpost/contracts/artists';
import { api, dataOf } from './api-client.ts';

export type ArtistPage = z.infer<typeof artistPageSchema>;

/** The start of every artists query's key: creating an artist invalidates them all. */
export const artistsQueryKey = ['artists'] as const;

/** GET /v1/artists/:id: one of the user's artists (404 for anyone else's). */
export function getArtist(id: string): Promise<Artist> {
  return dataOf(api.GET('/v1/artists/{id}', { params: { path: { id } } }));
}

export const artistQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...artistsQueryKey, 'detail', id], queryFn: () => getArtist(id) });

export function useArtist(id: string, opts: { enabled?: boolean } = {}) {
  return useQuery({ ...artistQueryOptions(id), enabled: opts.enabled });
}

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
