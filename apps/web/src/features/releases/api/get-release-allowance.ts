import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { releaseAllowanceResultSchema } from '@soundpost/contracts/releases';
import { api, dataOf } from '../../../lib/api-client.ts';
import { releasesQueryKey } from '../../../lib/release-queries.ts';

type AllowanceResult = z.infer<typeof releaseAllowanceResultSchema>;

/** GET /v1/releases/allowance: the free plan's releases this month; null on paid plans. */
export function getReleaseAllowance(): Promise<AllowanceResult> {
  return dataOf(api.GET('/v1/releases/allowance'));
}

export const releaseAllowanceQueryOptions = () =>
  queryOptions({
    queryKey: [...releasesQueryKey, 'allowance'],
    queryFn: getReleaseAllowance,
    select: (result) => result.allowance,
  });

export function useReleaseAllowance() {
  return useQuery(releaseAllowanceQueryOptions());
}
