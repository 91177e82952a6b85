import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { activityPageSchema } from '@soundpost/contracts/users';
import { api, dataOf } from '../../../lib/api-client.ts';

export type ActivityPage = z.infer<typeof activityPageSchema>;

/** GET /v1/api/user/activity: the latest few events, for the dashboard. */
export function getRecentActivity(limit: number): Promise<ActivityPage> {
  return dataOf(api.GET('/v1/api/user/activity', { params: { query: { limit } } }));
}

export const recentActivityQueryOptions = (limit = 5) =>
  queryOptions({
    queryKey: ['activity', 'recent', limit],
    queryFn: () => getRecentActivity(limit),
  });

/** `enabled: false` waits (the dashboard's card, until it nears the viewport). */
export function useRecentActivity(limit = 5, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...recentActivityQueryOptions(limit), enabled });
}
