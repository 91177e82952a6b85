import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReleaseDetail, SubmissionProblem } from '@soundpost/contracts/releases';
import { api, dataOf } from '../../../lib/api-client.ts';
import { releaseQueryKey } from './get-release.ts';
import { releasesQueryKey } from '../../../lib/release-queries.ts';

export type Agreements = { rights: boolean; noInfringement: boolean; terms: boolean };
export type { SubmissionProblem };

/**
 * POST /v1/releases/:id/submit. A refusal is the app's `ApiError`; for 422
 * `submission_incomplete` its `problems` list every problem at once.
 */
export function submitRelease(id: string, agreements: Agreements): Promise<ReleaseDetail> {
  return dataOf(
    api.POST('/v1/releases/{id}/submit', { params: { path: { id } }, body: { agreements } }),
  );
}

export function useSubmitRelease(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (agreements: Agreements) => submitRelease(id, agreements),
    onSuccess: (release) => {
      queryClient.setQueryData(releaseQueryKey(id), release);
      void queryClient.invalidateQueries({ queryKey: releasesQueryKey });
    },
  });
}
