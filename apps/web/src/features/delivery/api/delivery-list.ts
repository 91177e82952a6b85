import { useQuery } from '@tanstack/react-query';
import type { Delivery } from '@soundpost/contracts/delivery';
import { api, dataOf } from '../../../lib/api-client.ts';

export type { Delivery };
export const deliveriesQueryKey = (releaseId: string) =>
  ['admin', 'releases', releaseId, 'deliveries'] as const;

/** GET /v1/admin/releases/:id/deliveries: every message of the release to every store. */
export function useDeliveries(releaseId: string) {
  return useQuery({
    queryKey: deliveriesQueryKey(releaseId),
    queryFn: () =>
      dataOf(
        api.GET('/v1/admin/releases/{id}/deliveries', { params: { path: { id: releaseId } } }),
      ),
  });
}
