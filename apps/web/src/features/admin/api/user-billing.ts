import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminBilling, Invoice } from '@soundpost/contracts/billing';
import { api } from '../../../lib/api-client.ts';
import { adminUsersQueryKey } from './get-users.ts';

export type { AdminBilling };
export type AdminInvoice = AdminBilling['invoices'][number];

/** GET /v1/admin/users/:id/billing: the subscription and invoices, each with its refund window. */
export function useAdminUserBilling(id: string) {
  return useQuery({
    // Under the list's key, so a refund (which ends the plan) refreshes the whole page.
    queryKey: [...adminUsersQueryKey, 'billing', id],
    queryFn: () => api.get<AdminBilling>(`/v1/admin/users/${encodeURIComponent(id)}/billing`),
  });
}

/** POST /v1/admin/billing/invoices/:id/refund: the money goes back and the plan ends now. */
export function useRefundInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<Invoice>(`/v1/admin/billing/invoices/${encodeURIComponent(id)}/refund`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
}
