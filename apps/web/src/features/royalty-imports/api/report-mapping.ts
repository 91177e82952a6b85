import type { ReportMapping } from '@soundpost/contracts/royalties';
import { api, dataOf } from '../../../lib/api-client.ts';
import { useSaveStoreMapping, useStoreMapping } from '../../../lib/csv-mapping.ts';

/** GET /v1/admin/stores/:id/report-mapping: the store's CSV mapping, null when it has none. */
export function useReportMapping(storeId: string | null) {
  return useStoreMapping('report-mapping', storeId, (id) =>
    dataOf(api.GET('/v1/admin/stores/{id}/report-mapping', { params: { path: { id } } })),
  );
}

/** PUT /v1/admin/stores/:id/report-mapping: saves (or replaces) the store's mapping. */
export function useSaveReportMapping() {
  return useSaveStoreMapping('report-mapping', (id, mapping: ReportMapping) =>
    dataOf(
      api.PUT('/v1/admin/stores/{id}/report-mapping', { params: { path: { id } }, body: mapping }),
    ),
  );
}
