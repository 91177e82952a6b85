import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Artist } from '@soundpost/contracts/artists';
import { api } from '../../../lib/api-client.ts';
import { artistsQueryKey } from './get-artists.ts';

/** GET /v1/artists/:id: one of the user's artists (404 for anyone else's). */
export function getArtist(id: string): Promise<Artist> {
  return api.get<Artist>(`/v1/artists/${encodeURIComponent(id)}`);
}

export const artistQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...artistsQueryKey, 'detail', id], queryFn: () => getArtist(id) });

export function useArtist(id: string) {
  return useQuery(artistQueryOptions(id));
}
