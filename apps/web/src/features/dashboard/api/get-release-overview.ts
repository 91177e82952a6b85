import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReleaseOverview } from '@soundpost/contracts/releases';
import { api, dataOf } from '../../../lib/api-client.ts';

export type { ReleaseOverview };
export type OverviewRelease = ReleaseOverview['latest'][number];

/** GET /v1/releases/overview: the newest and upcoming releases, their latest events. */
export function getReleaseOverview(): Promise<ReleaseOverview> {
  return dataOf(api.GET('/v1/releases/overview'));
}

// Under the releases key, so that creating or submitting a release refreshes it too.
export const releaseOverviewQueryOptions = () =>
  queryOptions({ queryKey: ['releases', 'overview'], queryFn: getReleaseOverview });

export function useReleaseOverview() {
  return useQuery(releaseOverviewQueryOptions());
}

/** The month's release allowance from the overview (null: none, or not there yet). */
export function useReleaseAllowance(): ReleaseOverview['allowance'] {
  const query = useQuery({ ...releaseOverviewQueryOptions(), select: (o) => o.allowance });
  return query.data ?? null;
}
