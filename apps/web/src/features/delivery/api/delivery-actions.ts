import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client.ts';
import { deliveriesQueryKey } from './delivery-list.ts';

/** POST /v1/admin/deliveries/:id/retry | confirm: send again after an error, or confirm by hand. */
export function useDeliveryAction(releaseId: string, action: 'retry' | 'confirm') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      dataOf(api.POST(`/v1/admin/deliveries/{id}/${action}`, { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesQueryKey(releaseId) }),
  });
}
