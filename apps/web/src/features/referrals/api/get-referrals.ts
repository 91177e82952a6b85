import { useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client.ts';

/** GET /v1/referrals: the user's code, link, referred accounts and tiers. */
export function useReferrals() {
  return useQuery({
    queryKey: ['referrals'],
    queryFn: () => dataOf(api.GET('/v1/referrals')),
  });
}
