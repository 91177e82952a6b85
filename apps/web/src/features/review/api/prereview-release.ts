import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReleaseChecks } from '@soundpost/contracts/prereview';
import { api, dataOf } from '../../../lib/api-client.ts';

export const releasePrereviewQueryKey = (id: string) => ['admin', 'release-prereview', id] as const;

/** GET /v1/admin/releases/:id/checks: the release's stored prereview, every finding. */
export function getReleasePrereview(id: string): Promise<ReleaseChecks> {
  return dataOf(api.GET('/v1/admin/releases/{id}/checks', { params: { path: { id } } }));
}

export const releasePrereviewQueryOptions = (id: string) =>
  queryOptions({ queryKey: releasePrereviewQueryKey(id), queryFn: () => getReleasePrereview(id) });

export function useReleasePrereview(id: string) {
  return useQuery(releasePrereviewQueryOptions(id));
}
