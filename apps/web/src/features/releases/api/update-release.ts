import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client.ts';
import type { ReleaseFormInput, ReleaseSaveResult } from './create-release.ts';
import { releaseQueryKey } from './get-release.ts';
import { releasesQueryKey } from '../../../lib/release-queries.ts';

/** PATCH /v1/releases/:id: saves the fields of one wizard step (absent = unchanged). */
export function updateRelease(id: string, input: ReleaseFormInput): Promise<ReleaseSaveResult> {
  return dataOf(api.PATCH('/v1/releases/{id}', { params: { path: { id } }, body: input }));
}

export function useUpdateRelease(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReleaseFormInput) => updateRelease(id, input),
    onSuccess: (release) => {
      queryClient.setQueryData(releaseQueryKey(id), release);
      void queryClient.invalidateQueries({ queryKey: releasesQueryKey, exact: false });
    },
  });
}
