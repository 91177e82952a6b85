import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoyaltySummary } from '@soundpost/contracts/royalties';
import { api, dataOf } from '../../../lib/api-client.ts';

export type { RoyaltySummary };

/** GET /v1/royalties/summary: the balance, what can be withdrawn and what is pending. */
export function getRoyaltySummary(): Promise<RoyaltySummary> {
  return dataOf(api.GET('/v1/royalties/summary'));
}

// The royalties page's key: a withdrawal or an import seen there refreshes the card too.
export const royaltySummaryQueryOptions = () =>
  queryOptions({ queryKey: ['royalties', 'summary'], queryFn: getRoyaltySummary });

/** `enabled: false` waits (the dashboard's card, until it nears the viewport). */
export function useRoyaltySummary({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...royaltySummaryQueryOptions(), enabled });
}
