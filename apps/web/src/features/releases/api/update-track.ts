import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client.ts';
import { type Track, type TrackFormInput } from './add-track.ts';
import { releaseQueryKey } from './get-release.ts';

/** PATCH /v1/releases/:id/tracks/:trackId. */
export function updateTrack(
  releaseId: string,
  trackId: string,
  input: TrackFormInput,
): Promise<Track> {
  return dataOf(
    api.PATCH('/v1/releases/{id}/tracks/{trackId}', {
      params: { path: { id: releaseId, trackId } },
      body: input,
    }),
  );
}

export function useUpdateTrack(releaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ trackId, input }: { trackId: string; input: TrackFormInput }) =>
      updateTrack(releaseId, trackId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: releaseQueryKey(releaseId) }),
  });
}
