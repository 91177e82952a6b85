import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStore } from '@soundpost/contracts/store-admin';
import { api, dataOf } from '../../../lib/api-client.ts';

export type { AdminStore };
export const adminStoresQueryKey = ['admin', 'stores'] as const;

/** GET /v1/admin/stores: the whole catalogue, disabled stores too, secrets as "set" flags. */
export const adminStoresQueryOptions = () =>
  queryOptions({
    queryKey: adminStoresQueryKey,
    queryFn: () => dataOf(api.GET('/v1/admin/stores')),
  });

export function useAdminStores() {
  return useQuery(adminStoresQueryOptions());
}
