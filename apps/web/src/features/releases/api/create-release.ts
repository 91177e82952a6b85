import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { releaseInputSchema, releaseSaveResultSchema } from '@soundpost/contracts/releases';
import { api, dataOf } from '../../../lib/api-client.ts';
import { releaseQueryKey } from './get-release.ts';
import { releasesQueryKey } from '../../../lib/release-queries.ts';

export type ReleaseFormInput = z.input<typeof releaseInputSchema>;
export type ReleaseSaveResult = z.infer<typeof releaseSaveResultSchema>;

/** POST /v1/releases: creates the draft when the wizard leaves its first step. */
export function createRelease(input: ReleaseFormInput): Promise<ReleaseSaveResult> {
  return dataOf(api.POST('/v1/releases', { body: input }));
}

export function useCreateRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRelease,
    onSuccess: (release) => {
      queryClient.setQueryData(releaseQueryKey(release.id), release);
      void queryClient.invalidateQueries({ queryKey: releasesQueryKey });
    },
  });
}
