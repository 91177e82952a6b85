import { useQuery } from '@tanstack/react-query';
import { api, dataOf } from './api-client.ts';

/** Shared by the account's payout tab (which edits it) and the royalties page (which pays out). */
export const payoutAccountQueryKey = ['account', 'payout'] as const;

/** GET /v1/account/payout: the payout method, its status and the minimum withdrawal. */
export function usePayoutAccount() {
  return useQuery({
    queryKey: payoutAccountQueryKey,
    queryFn: () => dataOf(api.GET('/v1/account/payout')),
  });
}
