import { useQuery } from '@tanstack/react-query';
import type { ArtistChecks } from '@soundpost/contracts/prereview';
import { api, dataOf } from '../../../lib/api-client.ts';
import { releaseQueryKey } from './get-release.ts';

/** GET /v1/releases/:id/checks: the prereview's findings the artist can fix, computed now. */
export function getReleaseFindings(id: string): Promise<ArtistChecks> {
  return dataOf(api.GET('/v1/releases/{id}/checks', { params: { path: { id } } }));
}

export function useReleaseFindings(id: string) {
  // Under the release's key: saving the release refreshes its findings too.
  return useQuery({
    queryKey: [...releaseQueryKey(id), 'findings'],
    queryFn: () => getReleaseFindings(id),
  });
}
