import { useQuery } from '@tanstack/react-query';
import type { Store } from '@soundpost/contracts/stores';
import { api } from '../../../lib/api-client.ts';

/** GET /v1/stores: the store names for the queue's store filter (reviewers too may read it). */
export function useStoreNames() {
  return useQuery({
    queryKey: ['stores'],
    queryFn: () => api.get<{ items: Store[] }>('/v1/stores'),
    staleTime: 5 * 60_000,
  });
}
