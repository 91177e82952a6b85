import { useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client.ts';

/**
 * GET /v1/admin/stores: the import form's store choice, disabled stores too (a store turned
 * off still sends the reports of the months it sold). The same request, and so the same cache
 * entry, as the admin stores page (features/stores).
 */
export function useImportStores() {
  return useQuery({
    queryKey: ['admin', 'stores'],
    queryFn: () => dataOf(api.GET('/v1/admin/stores')),
  });
}
