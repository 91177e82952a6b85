import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Artist, artistInputSchema } from '@soundpost/contracts/artists';
import { api, dataOf } from '../../../lib/api-client.ts';
import { artistsQueryKey } from '../../../lib/artist-queries.ts';

export type ArtistFormInput = z.input<typeof artistInputSchema>;

/** POST /v1/artists: creates an artist owned by the signed-in user. */
export function createArtist(input: ArtistFormInput): Promise<Artist> {
  return dataOf(api.POST('/v1/artists', { body: input }));
}

export function useCreateArtist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createArtist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: artistsQueryKey }),
  });
}
