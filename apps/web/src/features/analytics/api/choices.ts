import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client.ts';

/** The store catalogue (the platform filter's choices). */
export function useStoreChoices() {
  return useQuery(
    queryOptions({
      queryKey: ['stores'],
      queryFn: () => dataOf(api.GET('/v1/stores')),
      staleTime: 5 * 60_000,
    }),
  );
}
