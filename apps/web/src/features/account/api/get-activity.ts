import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { activityPageSchema } from '@soundpost/contracts/users';
import { api, dataOf } from '../../../lib/api-client.ts';

export type ActivityPage = z.infer<typeof activityPageSchema>;

/** GET /v1/api/user/activity?cursor&limit: one page of the account's history, newest first. */
export function getActivity(cursor: string | null, limit = 20): Promise<ActivityPage> {
  return dataOf(
    api.GET('/v1/api/user/activity', { params: { query: { cursor: cursor ?? undefined, limit } } }),
  );
}

export const activityQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['activity', 'all'],
    queryFn: ({ pageParam }) => getActivity(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export function useActivity() {
  return useInfiniteQuery(activityQueryOptions());
}
