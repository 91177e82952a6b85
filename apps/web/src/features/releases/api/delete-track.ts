import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client.ts';
import { releaseQueryKey } from './get-release.ts';

/** DELETE /v1/releases/:id/tracks/:trackId: the next tracks move up. */
export function deleteTrack(releaseId: string, trackId: string): Promise<{ ok: true }> {
  return dataOf(
    api.DELETE('/v1/releases/{id}/tracks/{trackId}', {
      params: { path: { id: releaseId, trackId } },
    }),
  );
}

export function useDeleteTrack(releaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (trackId: string) => deleteTrack(releaseId, trackId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: releaseQueryKey(releaseId) }),
  });
}
