import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { tracksPath, type Track } from './add-track.ts';
import { releaseQueryKey } from './get-release.ts';

/** POST /v1/releases/:id/tracks/reorder: every track id once, in the new order. */
export function reorderTracks(releaseId: string, trackIds: string[]): Promise<{ items: Track[] }> {
  return api.post<{ items: Track[] }>(`${tracksPath(releaseId)}/reorder`, { trackIds });
}

export function useReorderTracks(releaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (trackIds: string[]) => reorderTracks(releaseId, trackIds),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: releaseQueryKey(releaseId) }),
  });
}
