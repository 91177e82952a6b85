import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client.ts';

/**
 * POST /v1/royalties/withdrawals. The caller keeps one `idempotencyKey` per withdrawal it means
 * (a double click or a retry sends the same key, and the API pays once).
 */
export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ amount, idempotencyKey }: { amount: string; idempotencyKey: string }) =>
      dataOf(
        api.POST('/v1/royalties/withdrawals', {
          body: { amount },
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['royalties'] }),
  });
}

/** GET /v1/royalties/withdrawals: the artist's own withdrawals, newest first (first page). */
export function useWithdrawals() {
  return useQuery({
    queryKey: ['royalties', 'withdrawals'],
    queryFn: () => dataOf(api.GET('/v1/royalties/withdrawals')),
  });
}
