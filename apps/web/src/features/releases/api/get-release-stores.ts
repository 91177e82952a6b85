import { useQuery } from '@tanstack/react-query';
import type { ReleaseStore } from '@soundpost/contracts/delivery';
import { api, dataOf } from '../../../lib/api-client.ts';

export type { ReleaseStore };

/** GET /v1/releases/:id/stores: each chosen store's delivery state and link. */
export function useReleaseStores(releaseId: string) {
  return useQuery({
    queryKey: ['releases', releaseId, 'stores'],
    queryFn: () =>
      dataOf(api.GET('/v1/releases/{id}/stores', { params: { path: { id: releaseId } } })),
  });
}
