import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TakedownRow } from '@soundpost/contracts/review';
import { api, dataOf } from '../../../lib/api-client.ts';

export type { TakedownRow };
const takedownsQueryKey = ['admin', 'review', 'takedowns'] as const;

/**
 * GET /v1/admin/takedowns: requested takedowns, oldest first. Asked again every 2 s while one
 * of `sentIds` (processed from this page) has no takedown message yet: the job makes them.
 */
export function useTakedowns(sentIds: ReadonlySet<string>) {
  return useQuery({
    queryKey: takedownsQueryKey,
    queryFn: () => dataOf(api.GET('/v1/admin/takedowns')),
    refetchInterval: (query) =>
      query.state.data?.items.some((row) => sentIds.has(row.id) && row.takedown.sent === 0)
        ? 2000
        : false,
  });
}

/** POST /v1/admin/releases/:id/takedown/process: sends the takedown to every store. */
export function useProcessTakedown() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      dataOf(api.POST('/v1/admin/releases/{id}/takedown/process', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: takedownsQueryKey }),
  });
}
