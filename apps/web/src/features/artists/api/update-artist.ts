import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Artist } from '@soundpost/contracts/artists';
import { api } from '../../../lib/api-client.ts';
import type { ArtistFormInput } from './create-artist.ts';
import { artistQueryOptions } from './get-artist.ts';
import { artistsQueryKey } from './get-artists.ts';

/** PATCH /v1/artists/:id: every field of the form ('' clears an optional one). */
export function updateArtist({ id, input }: { id: string; input: ArtistFormInput }) {
  return api.patch<Artist>(`/v1/artists/${encodeURIComponent(id)}`, input);
}

export function useUpdateArtist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateArtist,
    onSuccess: async (artist) => {
      queryClient.setQueryData(artistQueryOptions(artist.id).queryKey, artist);
      await queryClient.invalidateQueries({ queryKey: [...artistsQueryKey, 'list'] });
    },
  });
}
