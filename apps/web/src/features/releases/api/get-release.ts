import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReleaseDetail } from '@soundpost/contracts/releases';
import { api, dataOf } from '../../../lib/api-client.ts';
import { releasesQueryKey } from '../../../lib/release-queries.ts';

export type { ReleaseDetail };
export const releaseQueryKey = (id: string) => [...releasesQueryKey, 'detail', id] as const;

/** GET /v1/releases/:id: fields, artist, artwork, tracks with QC, timeline and activity. */
export function getRelease(id: string): Promise<ReleaseDetail> {
  return dataOf(api.GET('/v1/releases/{id}', { params: { path: { id } } }));
}

export const releaseQueryOptions = (id: string) =>
  queryOptions({ queryKey: releaseQueryKey(id), queryFn: () => getRelease(id) });

/** The release, or nothing while `id` is null (a new release has no draft yet). */
export function useRelease(id: string | null) {
  return useQuery({
    ...releaseQueryOptions(id ?? ''),
    enabled: id !== null,
  });
}
