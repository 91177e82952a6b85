import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Track, trackInputSchema } from '@soundpost/contracts/tracks';
import { api } from '../../../lib/api-client.ts';
import { releaseQueryKey } from './get-release.ts';

export type TrackFormInput = z.input<typeof trackInputSchema>;
export type { Track };

const base = (releaseId: string) => `/v1/releases/${encodeURIComponent(releaseId)}/tracks`;
export const tracksPath = base;

/** POST /v1/releases/:id/tracks: adds a track last; 422 `track_limit_exceeded` on free plans. */
export function addTrack(releaseId: string, input: TrackFormInput): Promise<Track> {
  return api.post<Track>(base(releaseId), input);
}

export function useAddTrack(releaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TrackFormInput) => addTrack(releaseId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: releaseQueryKey(releaseId) }),
  });
}
