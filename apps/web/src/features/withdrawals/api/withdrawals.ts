import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminWithdrawalSchema, WithdrawalStatus } from '@soundpost/contracts/payouts';
import { api, dataOf } from '../../../lib/api-client.ts';

export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;
export const adminWithdrawalsQueryKey = ['admin', 'withdrawals'] as const;

/** GET /v1/admin/withdrawals?status&cursor&limit: every artist's withdrawals, newest first. */
export const adminWithdrawalsQueryOptions = (status: WithdrawalStatus | null) =>
  infiniteQueryOptions({
    queryKey: [...adminWithdrawalsQueryKey, status],
    queryFn: ({ pageParam }) =>
      dataOf(
        api.GET('/v1/admin/withdrawals', {
          params: {
            query: { status: status ?? undefined, cursor: pageParam ?? undefined, limit: 50 },
          },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export function useAdminWithdrawals(status: WithdrawalStatus | null) {
  return useInfiniteQuery(adminWithdrawalsQueryOptions(status));
}

export type WithdrawalDecision = { id: string } & (
  { action: 'approve' } | { action: 'reject'; reason: string }
);

/**
 * POST /v1/admin/withdrawals/:id/approve (the payout job pays it) or …/reject with the reason
 * the artist reads (the money goes back to their balance).
 */
export function useDecideWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: WithdrawalDecision) =>
      dataOf(
        decision.action === 'reject'
          ? api.POST('/v1/admin/withdrawals/{id}/reject', {
              params: { path: { id: decision.id } },
              body: { reason: decision.reason },
            })
          : api.POST('/v1/admin/withdrawals/{id}/approve', {
              params: { path: { id: decision.id } },
            }),
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminWithdrawalsQueryKey }),
  });
}
