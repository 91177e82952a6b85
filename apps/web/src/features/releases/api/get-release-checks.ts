import { useQuery } from '@tanstack/react-query';
import type { ArtistChecks } from '@soundpost/contracts/prereview';
import { api } from '../../../lib/api-client.ts';
import { releaseQueryKey } from './get-release.ts';

/** GET /v1/releases/:id/checks: the findings the artist can fix, computed on each request. */
export function getReleaseChecks(id: string): Promise<ArtistChecks> {
  return api.get<ArtistChecks>(`/v1/releases/${encodeURIComponent(id)}/checks`);
}

export function useReleaseChecks(id: string) {
  // Under the release's key: saving the release refreshes its checks too.
  return useQuery({
    queryKey: [...releaseQueryKey(id), 'checks'],
    queryFn: () => getReleaseChecks(id),
  });
}
