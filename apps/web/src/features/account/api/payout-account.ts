import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayoutAccount, PayoutAccountInput } from '@soundpost/contracts/payouts';
import { api } from '../../../lib/api-client.ts';

export const payoutAccountQueryKey = ['account', 'payout'] as const;

/** GET /v1/account/payout: the payout method, its status and the minimum withdrawal. */
export function usePayoutAccount() {
  return useQuery({
    queryKey: payoutAccountQueryKey,
    queryFn: () => api.get<PayoutAccount>('/v1/account/payout'),
  });
}

/** PUT /v1/account/payout: the provider registers the recipient first. */
export function useSetPayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PayoutAccountInput) => api.put<PayoutAccount>('/v1/account/payout', input),
    onSuccess: (account) => queryClient.setQueryData(payoutAccountQueryKey, account),
  });
}
