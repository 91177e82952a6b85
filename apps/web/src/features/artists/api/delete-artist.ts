import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client.ts';
import { artistQueryOptions, artistsQueryKey } from '../../../lib/artist-queries.ts';

/** DELETE /v1/artists/:id; 409 `artist_in_use` once a release uses the artist. */
export function deleteArtist(id: string): Promise<{ ok: true }> {
  return dataOf(api.DELETE('/v1/artists/{id}', { params: { path: { id } } }));
}

export function useDeleteArtist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteArtist,
    onSuccess: (_result, id) =>
      Promise.all([
        // Not refetched now (the page showing it is closing); opened again, it answers 404.
        queryClient.invalidateQueries({
          queryKey: artistQueryOptions(id).queryKey,
          refetchType: 'none',
        }),
        queryClient.invalidateQueries({ queryKey: [...artistsQueryKey, 'list'] }),
      ]),
  });
}
