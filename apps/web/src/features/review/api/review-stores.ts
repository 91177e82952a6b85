import { useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client.ts';

/** GET /v1/stores: the store names for the queue's store filter (reviewers too may read it). */
export function useStoreNames() {
  return useQuery({
    queryKey: ['stores'],
    queryFn: () => dataOf(api.GET('/v1/stores')),
    staleTime: 5 * 60_000,
  });
}
