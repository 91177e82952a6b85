import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Artist, artistInputSchema } from '@soundpost/contracts/artists';
import { api } from '../../../lib/api-client.ts';

export type NewArtistInput = z.input<typeof artistInputSchema>;

/** POST /v1/artists: the wizard's inline "create an artist". */
export function createArtist(input: NewArtistInput): Promise<Artist> {
  return api.post<Artist>('/v1/artists', input);
}

export function useCreateArtist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createArtist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['artists'] }),
  });
}
