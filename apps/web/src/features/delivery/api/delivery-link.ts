import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryLink } from '@soundpost/contracts/delivery';
import { api, dataOf } from '../../../lib/api-client.ts';
import { deliveriesQueryKey } from './delivery-list.ts';

/** PUT /v1/admin/deliveries/:id/link: the release's real address on the store (admins). */
export function useSetStoreLink(releaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: DeliveryLink }) =>
      dataOf(api.PUT('/v1/admin/deliveries/{id}/link', { params: { path: { id } }, body: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesQueryKey(releaseId) }),
  });
}
