import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReferralTier } from '@soundpost/contracts/referrals';
import { api, dataOf } from '../../../lib/api-client.ts';

const tiersKey = ['admin', 'referral-tiers'] as const;

/** GET /v1/admin/referral-tiers: every reward tier, in display order. */
export function useReferralTiers() {
  return useQuery({
    queryKey: tiersKey,
    queryFn: () => dataOf(api.GET('/v1/admin/referral-tiers')),
  });
}

/** PUT /v1/admin/referral-tiers/:id: applies from the referral job's next run. */
export function useSaveReferralTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ReferralTier) =>
      dataOf(api.PUT('/v1/admin/referral-tiers/{id}', { params: { path: { id } }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tiersKey }),
  });
}
