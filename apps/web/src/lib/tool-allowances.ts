import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from './api-client.ts';

/** GET /v1/tools/allowances: what the user's plan leaves of each tool this month. */
export const toolAllowancesQueryOptions = () =>
  queryOptions({
    queryKey: ['tools', 'allowances'],
    queryFn: () => dataOf(api.GET('/v1/tools/allowances')),
  });

export function useToolAllowances() {
  return useQuery(toolAllowancesQueryOptions());
}
