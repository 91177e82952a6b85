import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client.ts';
import type { Track } from './add-track.ts';
import { releaseQueryKey } from './get-release.ts';

/** POST /v1/releases/:id/tracks/reorder: every track id once, in the new order. */
export function reorderTracks(releaseId: string, trackIds: string[]): Promise<{ items: Track[] }> {
  return dataOf(
    api.POST('/v1/releases/{id}/tracks/reorder', {
      params: { path: { id: releaseId } },
      body: { trackIds },
    }),
  );
}

export function useReorderTracks(releaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (trackIds: string[]) => reorderTracks(releaseId, trackIds),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: releaseQueryKey(releaseId) }),
  });
}
