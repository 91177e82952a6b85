import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { artistPageSchema } from '@soundpost/contracts/artists';
import { api } from '../../../lib/api-client.ts';

type ArtistPage = z.infer<typeof artistPageSchema>;
export type ArtistOption = { id: string; name: string };

/** GET /v1/artists: the user's artists by name, for the release's artist picker. */
export async function getArtistOptions(): Promise<ArtistOption[]> {
  const page = await api.get<ArtistPage>('/v1/artists', { query: { sort: 'name', limit: 100 } });
  return page.items.map(({ id, name }) => ({ id, name }));
}

export const artistOptionsQueryKey = ['artists', 'options'] as const;

export const artistOptionsQueryOptions = () =>
  queryOptions({ queryKey: artistOptionsQueryKey, queryFn: getArtistOptions });

export function useArtistOptions() {
  return useQuery(artistOptionsQueryOptions());
}
