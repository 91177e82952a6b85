import type { TrendMapping } from '@soundpost/contracts/analytics';
import { api, dataOf } from '../../../lib/api-client.ts';
import { useSaveStoreMapping, useStoreMapping } from '../../../lib/csv-mapping.ts';

/** GET /v1/admin/stores/:id/trend-mapping: the store's trend CSV mapping, null when it has none. */
export function useTrendMapping(storeId: string | null) {
  return useStoreMapping('trend-mapping', storeId, (id) =>
    dataOf(api.GET('/v1/admin/stores/{id}/trend-mapping', { params: { path: { id } } })),
  );
}

/** PUT /v1/admin/stores/:id/trend-mapping: saves (or replaces) the store's trend mapping. */
export function useSaveTrendMapping() {
  return useSaveStoreMapping('trend-mapping', (id, mapping: TrendMapping) =>
    dataOf(
      api.PUT('/v1/admin/stores/{id}/trend-mapping', { params: { path: { id } }, body: mapping }),
    ),
  );
}
