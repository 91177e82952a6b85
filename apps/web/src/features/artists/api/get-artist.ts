import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Artist } from '@soundpost/contracts/artists';
import { api, dataOf } from '../../../lib/api-client.ts';
import { artistsQueryKey } from './get-artists.ts';

/** GET /v1/artists/:id: one of the user's artists (404 for anyone else's). */
export function getArtist(id: string): Promise<Artist> {
  return dataOf(api.GET('/v1/artists/{id}', { params: { path: { id } } }));
}

export const artistQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...artistsQueryKey, 'detail', id], queryFn: () => getArtist(id) });

export function useArtist(id: string) {
  return useQuery(artistQueryOptions(id));
}
