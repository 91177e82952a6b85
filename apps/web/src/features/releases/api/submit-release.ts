import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReleaseDetail, SubmissionProblem } from '@soundpost/contracts/releases';
import { ApiError } from '../../../lib/api-error.ts';
import { env } from '../../../lib/env.ts';
import { forgetUser } from '../../../lib/session-store.ts';
import { releaseQueryKey } from './get-release.ts';
import { releasesQueryKey } from './get-releases.ts';

export type Agreements = { rights: boolean; noInfringement: boolean; terms: boolean };
export type { SubmissionProblem };

/** A refused submission: the API error plus, for 422 `submission_incomplete`, every problem. */
export class SubmitError extends ApiError {
  readonly problems: SubmissionProblem[];
  constructor(init: ConstructorParameters<typeof ApiError>[0], problems: SubmissionProblem[]) {
    super(init);
    this.problems = problems;
  }
}

/**
 * POST /v1/releases/:id/submit. Called with fetch directly rather than the shared client,
 * which keeps only `fields` of an error body: the wizard needs its `problems` list.
 */
export async function submitRelease(id: string, agreements: Agreements): Promise<ReleaseDetail> {
  let response: Response;
  try {
    response = await fetch(`${env.apiOrigin}/v1/releases/${encodeURIComponent(id)}/submit`, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ agreements }),
    });
  } catch (cause) {
    throw new SubmitError({ status: 0, code: 'network_error', message: String(cause) }, []);
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok) return body as ReleaseDetail;
  if (response.status === 401) forgetUser();
  const code = typeof body?.code === 'string' ? body.code : 'internal_error';
  const problems = Array.isArray(body?.problems) ? (body.problems as SubmissionProblem[]) : [];
  throw new SubmitError(
    {
      status: response.status,
      code,
      message: typeof body?.message === 'string' ? body.message : code,
      requestId: typeof body?.requestId === 'string' ? body.requestId : undefined,
    },
    problems,
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
