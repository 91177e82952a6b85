import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminBilling } from '@soundpost/contracts/billing';
import { api, dataOf } from '../../../lib/api-client.ts';
import { adminUsersQueryKey } from './get-users.ts';

export type { AdminBilling };
export type AdminInvoice = AdminBilling['invoices'][number];

/** GET /v1/admin/users/:id/billing: the subscription and invoices, each with its refund window. */
export function useAdminUserBilling(id: string) {
  return useQuery({
    // Under the list's key, so a refund (which ends the plan) refreshes the whole page.
    queryKey: [...adminUsersQueryKey, 'billing', id],
    queryFn: () => dataOf(api.GET('/v1/admin/users/{id}/billing', { params: { path: { id } } })),
  });
}

/** POST /v1/admin/billing/invoices/:id/refund: the money goes back and the plan ends now. */
export function useRefundInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      dataOf(api.POST('/v1/admin/billing/invoices/{id}/refund', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
}
