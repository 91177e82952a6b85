import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  RoyaltyBreakdownDimension,
  RoyaltyEntriesFilter,
  RoyaltyEntry,
  royaltyBreakdownSchema,
  royaltySummarySchema,
} from '@soundpost/contracts/royalties';
import { api, dataOf } from '../../../lib/api-client.ts';
import { env } from '../../../lib/env.ts';

export type { RoyaltyBreakdownDimension, RoyaltyEntriesFilter, RoyaltyEntry };
export type RoyaltySummary = z.output<typeof royaltySummarySchema>;
export type RoyaltyBreakdown = z.output<typeof royaltyBreakdownSchema>;
export type RoyaltyBreakdownItem = RoyaltyBreakdown['items'][number];

/** GET /v1/royalties/summary: balance, available, pending, paid, and the 100% figure. */
export function useRoyaltySummary() {
  return useQuery(
    queryOptions({
      queryKey: ['royalties', 'summary'],
      queryFn: () => dataOf(api.GET('/v1/royalties/summary')),
    }),
  );
}

/** GET /v1/royalties/breakdown: own credits summed by one dimension. */
export function useRoyaltyBreakdown(by: RoyaltyBreakdownDimension) {
  return useQuery(
    queryOptions({
      queryKey: ['royalties', 'breakdown', by],
      queryFn: () => dataOf(api.GET('/v1/royalties/breakdown', { params: { query: { by } } })),
    }),
  );
}

/** GET /v1/royalties/entries, page by page; `filter` narrows to the lines of one amount. */
export const royaltyEntriesQueryOptions = (filter: RoyaltyEntriesFilter, limit = 25) =>
  infiniteQueryOptions({
    queryKey: ['royalties', 'entries', filter, limit],
    queryFn: ({ pageParam }) =>
      dataOf(
        api.GET('/v1/royalties/entries', {
          params: { query: { ...filter, limit, cursor: pageParam } },
        }),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useRoyaltyEntries(filter: RoyaltyEntriesFilter, enabled = true) {
  return useInfiniteQuery({ ...royaltyEntriesQueryOptions(filter), enabled });
}

/** GET /v1/royalties/statements: the months with a statement. */
export function useRoyaltyStatements() {
  return useQuery(
    queryOptions({
      queryKey: ['royalties', 'statements'],
      queryFn: () => dataOf(api.GET('/v1/royalties/statements')),
    }),
  );
}

/** Where the browser downloads a month's statement (the API may be on another origin). */
export const statementHref = (month: string, format: 'csv' | 'pdf', lang: string) =>
  `${env.apiOrigin}/v1/royalties/statements/${month}.${format}?lang=${encodeURIComponent(lang)}`;
