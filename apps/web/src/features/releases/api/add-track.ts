import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Track, trackInputSchema } from '@soundpost/contracts/tracks';
import { api, dataOf } from '../../../lib/api-client.ts';
import { releaseQueryKey } from './get-release.ts';

export type TrackFormInput = z.input<typeof trackInputSchema>;
export type { Track };

/** POST /v1/releases/:id/tracks: adds a track last; 422 `track_limit_exceeded` on free plans. */
export function addTrack(releaseId: string, input: TrackFormInput): Promise<Track> {
  return dataOf(
    api.POST('/v1/releases/{id}/tracks', { params: { path: { id: releaseId } }, body: input }),
  );
}

export function useAddTrack(releaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TrackFormInput) => addTrack(releaseId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: releaseQueryKey(releaseId) }),
  });
}
