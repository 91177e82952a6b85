import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TrendImportFields,
  trendImportPageSchema,
  TrendUnmatchedLine,
} from '@soundpost/contracts/analytics';
import type { z } from 'zod';
import { api, dataOf } from '../../../lib/api-client.ts';
import { cursorPages, reportForm } from '../../../lib/cursor-pages.ts';

export type TrendImportItem = z.output<typeof trendImportPageSchema>['items'][number];
export type { TrendUnmatchedLine };

const limit = 25;
const importsKey = ['admin', 'trend-imports'];
const unmatchedKey = ['admin', 'trend-imports', 'unmatched'];
const platformKey = ['admin', 'analytics', 'platform'];

/** GET /v1/admin/trend-imports: past trend imports, newest first. */
export function useTrendImports() {
  return useInfiniteQuery(
    cursorPages(importsKey, (cursor) =>
      dataOf(api.GET('/v1/admin/trend-imports', { params: { query: { limit, cursor } } })),
    ),
  );
}

/** GET /v1/admin/trend-imports/unmatched: the lines no track matched. */
export function useTrendUnmatched() {
  return useInfiniteQuery(
    cursorPages(unmatchedKey, (cursor) =>
      dataOf(
        api.GET('/v1/admin/trend-imports/unmatched', { params: { query: { limit, cursor } } }),
      ),
    ),
  );
}

/** GET /v1/admin/analytics/platform: streams and revenue per store and month. */
export function usePlatformAnalytics() {
  return useQuery({
    queryKey: platformKey,
    queryFn: () => dataOf(api.GET('/v1/admin/analytics/platform')),
  });
}

/** POST /v1/admin/trend-imports: the fields first, then the file (the API streams it). */
export function useImportTrend() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, file }: { fields: TrendImportFields; file: File }) =>
      dataOf(
        api.POST('/v1/admin/trend-imports', {
          body: { ...fields, file },
          bodySerializer: reportForm(file.name),
        }),
      ),
    // The imports, the unmatched lines (same key prefix) and the platform's streams change.
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: importsKey });
      await client.invalidateQueries({ queryKey: platformKey });
    },
  });
}
