import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReleaseDetail } from '@soundpost/contracts/releases';
import { api, dataOf } from '../../../lib/api-client.ts';
import { releaseQueryKey } from './get-release.ts';
import { releasesQueryKey } from '../../../lib/release-queries.ts';

/** POST /v1/releases/:id/takedown: asks to remove the release from every store. */
export function requestTakedown(id: string): Promise<ReleaseDetail> {
  return dataOf(
    api.POST('/v1/releases/{id}/takedown', {
      params: { path: { id } },
      body: {
        confirm: true,
      },
    }),
  );
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
