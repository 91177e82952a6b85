import { useQuery } from '@tanstack/react-query';
import type { Delivery } from '@soundpost/contracts/delivery';
import { api } from '../../../lib/api-client.ts';

export type { Delivery };
export const deliveriesQueryKey = (releaseId: string) =>
  ['admin', 'releases', releaseId, 'deliveries'] as const;

/** GET /v1/admin/releases/:id/deliveries: every message of the release to every store. */
export function useDeliveries(releaseId: string) {
  return useQuery({
    queryKey: deliveriesQueryKey(releaseId),
    queryFn: () =>
      api.get<{ items: Delivery[] }>(
        `/v1/admin/releases/${encodeURIComponent(releaseId)}/deliveries`,
      ),
  });
}
