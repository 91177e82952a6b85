import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Store } from '@soundpost/contracts/stores';
import { api, dataOf } from '../../../lib/api-client.ts';

export type { Store };

/** GET /v1/stores: the enabled stores, majors first, with what the user's plan reaches. */
export function getStores(): Promise<{ items: Store[] }> {
  return dataOf(api.GET('/v1/stores'));
}

export const storesQueryOptions = () =>
  queryOptions({ queryKey: ['stores'], queryFn: getStores, staleTime: 5 * 60_000 });

export function useStores() {
  return useQuery(storesQueryOptions());
}
