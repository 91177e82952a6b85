import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { reviewQueuePageSchema } from '@soundpost/contracts/review';
import { api, dataOf } from '../../../lib/api-client.ts';
import { filtersToApiQuery, type ReviewFilters } from '../utils/review-filters.ts';

export type ReviewQueuePage = z.infer<typeof reviewQueuePageSchema>;
export type { ReviewQueueRow, ReviewSummary } from '@soundpost/contracts/review';

/** Everything the review back-office caches: refreshed together after any decision. */
export const reviewQueryKey = ['admin', 'review'] as const;

/** GET /v1/admin/releases: waiting releases, express and priority first, then the oldest. */
export const reviewQueueQueryOptions = (filters: ReviewFilters) =>
  infiniteQueryOptions({
    queryKey: [...reviewQueryKey, 'queue', filters],
    queryFn: ({ pageParam }) =>
      dataOf(
        api.GET('/v1/admin/releases', {
          params: {
            query: { ...filtersToApiQuery(filters), cursor: pageParam ?? undefined, limit: 50 },
          },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: (previous) => previous,
  });

export function useReviewQueue(filters: ReviewFilters) {
  return useInfiniteQuery(reviewQueueQueryOptions(filters));
}

/** GET /v1/admin/releases/summary: releases per status and how long decided ones waited. */
export function useReviewSummary() {
  return useQuery({
    queryKey: [...reviewQueryKey, 'summary'],
    queryFn: () => dataOf(api.GET('/v1/admin/releases/summary')),
  });
}
