import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client.ts';
import type { ArtistFormInput } from './create-artist.ts';
import { artistQueryOptions, artistsQueryKey } from '../../../lib/artist-queries.ts';

/** PATCH /v1/artists/:id: every field of the form ('' clears an optional one). */
export function updateArtist({ id, input }: { id: string; input: ArtistFormInput }) {
  return dataOf(api.PATCH('/v1/artists/{id}', { params: { path: { id } }, body: input }));
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
