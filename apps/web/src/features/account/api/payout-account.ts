import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayoutAccountInput } from '@soundpost/contracts/payouts';
import { api, dataOf } from '../../../lib/api-client.ts';
import { payoutAccountQueryKey } from '../../../lib/payout-account.ts';

/** PUT /v1/account/payout: the provider registers the recipient first. */
export function useSetPayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PayoutAccountInput) =>
      dataOf(api.PUT('/v1/account/payout', { body: input })),
    onSuccess: (account) => queryClient.setQueryData(payoutAccountQueryKey, account),
  });
}
