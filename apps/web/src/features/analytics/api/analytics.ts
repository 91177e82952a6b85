import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AnalyticsBreakdown,
  AnalyticsDimension,
  AnalyticsGranularity,
  AnalyticsSummary,
  AnalyticsTimeseries,
} from '@soundpost/contracts/analytics';
import { api, dataOf } from '../../../lib/api-client.ts';
import { env } from '../../../lib/env.ts';

export type { AnalyticsBreakdown, AnalyticsDimension, AnalyticsSummary, AnalyticsTimeseries };

/** What every analytics read is asked: the days, a comparison, a store and an artist. */
export type AnalyticsParams = {
  from: string;
  to: string;
  compare?: 'previous';
  store?: string;
  artistId?: string;
};

// A new period keeps the old figures on screen until the new ones arrive.
const options = { placeholderData: keepPreviousData, staleTime: 60_000 } as const;

/** GET /v1/analytics/summary: totals and revenue, and the previous period's. */
export function useAnalyticsSummary(params: AnalyticsParams) {
  return useQuery(
    queryOptions({
      queryKey: ['analytics', 'summary', params],
      queryFn: (): Promise<AnalyticsSummary> =>
        dataOf(api.GET('/v1/analytics/summary', { params: { query: params } })),
      ...options,
    }),
  );
}

/** GET /v1/analytics/timeseries: counts per day, week or month. */
export function useAnalyticsSeries(params: AnalyticsParams, granularity: AnalyticsGranularity) {
  return useQuery(
    queryOptions({
      queryKey: ['analytics', 'series', params, granularity],
      queryFn: (): Promise<AnalyticsTimeseries> =>
        dataOf(
          api.GET('/v1/analytics/timeseries', { params: { query: { ...params, granularity } } }),
        ),
      ...options,
    }),
  );
}

/** GET /v1/analytics/breakdown: counts per value of one dimension; off when not `enabled`. */
export function useAnalyticsBreakdown(
  params: AnalyticsParams,
  dimension: AnalyticsDimension,
  enabled = true,
) {
  return useQuery(
    queryOptions({
      queryKey: ['analytics', 'breakdown', params, dimension],
      queryFn: (): Promise<AnalyticsBreakdown> =>
        dataOf(
          api.GET('/v1/analytics/breakdown', {
            params: { query: { ...params, dimension, limit: 50 } },
          }),
        ),
      enabled,
      ...options,
    }),
  );
}

/** The address of the CSV of what the page shows (a download the browser makes). */
export function exportHref(
  params: AnalyticsParams,
  what: { granularity: AnalyticsGranularity; dimension?: AnalyticsDimension },
) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...params, ...what })) {
    if (value) query.set(key, value);
  }
  return `${env.apiOrigin}/v1/analytics/export.csv?${query}`;
}
