import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReleaseChecks } from '@soundpost/contracts/prereview';
import { api, dataOf } from '../../../lib/api-client.ts';

export const releaseChecksQueryKey = (id: string) => ['admin', 'release-checks', id] as const;

/** GET /v1/admin/releases/:id/checks: the stored pre-review, every finding. */
export function getReleaseChecks(id: string): Promise<ReleaseChecks> {
  return dataOf(api.GET('/v1/admin/releases/{id}/checks', { params: { path: { id } } }));
}

export const releaseChecksQueryOptions = (id: string) =>
  queryOptions({ queryKey: releaseChecksQueryKey(id), queryFn: () => getReleaseChecks(id) });

export function useReleaseChecks(id: string) {
  return useQuery(releaseChecksQueryOptions(id));
}
