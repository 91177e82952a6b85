import { useQuery } from '@tanstack/react-query';
import { api, dataOf } from './api-client.ts';

/**
 * GET /v1/admin/stores: a report import form's store choice, disabled stores too (a store
 * turned off still sends the reports of the days and months it sold). The same request, and so
 * the same cache entry, as the admin stores page (features/stores).
 */
export function useAdminStores() {
  return useQuery({
    queryKey: ['admin', 'stores'],
    queryFn: () => dataOf(api.GET('/v1/admin/stores')),
  });
}
