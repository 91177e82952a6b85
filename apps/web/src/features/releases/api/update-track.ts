import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { tracksPath, type Track, type TrackFormInput } from './add-track.ts';
import { releaseQueryKey } from './get-release.ts';

/** PATCH /v1/releases/:id/tracks/:trackId. */
export function updateTrack(
  releaseId: string,
  trackId: string,
  input: TrackFormInput,
): Promise<Track> {
  return api.patch<Track>(`${tracksPath(releaseId)}/${encodeURIComponent(trackId)}`, input);
}

export function useUpdateTrack(releaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ trackId, input }: { trackId: string; input: TrackFormInput }) =>
      updateTrack(releaseId, trackId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: releaseQueryKey(releaseId) }),
  });
}
