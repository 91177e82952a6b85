import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { deliveriesQueryKey, type Delivery } from './delivery-list.ts';

/** POST /v1/admin/deliveries/:id/retry | confirm: send again after an error, or confirm by hand. */
export function useDeliveryAction(releaseId: string, action: 'retry' | 'confirm') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<Delivery>(`/v1/admin/deliveries/${encodeURIComponent(id)}/${action}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesQueryKey(releaseId) }),
  });
}
