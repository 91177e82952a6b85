import { useQuery } from '@tanstack/react-query';
import type { ArtistChecks } from '@soundpost/contracts/prereview';
import { api, dataOf } from '../../../lib/api-client.ts';
import { releaseQueryKey } from './get-release.ts';

/** GET /v1/releases/:id/checks: the findings the artist can fix, computed on each request. */
export function getReleaseChecks(id: string): Promise<ArtistChecks> {
  return dataOf(api.GET('/v1/releases/{id}/checks', { params: { path: { id } } }));
}

export function useReleaseChecks(id: string) {
  // Under the release's key: saving the release refreshes its checks too.
  return useQuery({
    queryKey: [...releaseQueryKey(id), 'checks'],
    queryFn: () => getReleaseChecks(id),
  });
}
