import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryLink } from '@soundpost/contracts/delivery';
import { api } from '../../../lib/api-client.ts';
import { deliveriesQueryKey, type Delivery } from './delivery-list.ts';

/** PUT /v1/admin/deliveries/:id/link: the release's real address on the store (admins). */
export function useSetStoreLink(releaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: DeliveryLink }) =>
      api.put<Delivery>(`/v1/admin/deliveries/${encodeURIComponent(id)}/link`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesQueryKey(releaseId) }),
  });
}
