import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReleaseDetail } from '@soundpost/contracts/releases';
import { api } from '../../../lib/api-client.ts';
import { releaseQueryKey } from './get-release.ts';
import { releasesQueryKey } from './get-releases.ts';

/** POST /v1/releases/:id/takedown: asks to remove the release from every store. */
export function requestTakedown(id: string): Promise<ReleaseDetail> {
  return api.post<ReleaseDetail>(`/v1/releases/${encodeURIComponent(id)}/takedown`, {
    confirm: true,
  });
}

export function useRequestTakedown(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => requestTakedown(id),
    onSuccess: (release) => {
      queryClient.setQueryData(releaseQueryKey(id), release);
      void queryClient.invalidateQueries({ queryKey: releasesQueryKey });
    },
  });
}
