import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CoverArtList, CoverArtRequest } from '@soundpost/contracts/cover-art';
import { api, dataOf } from '../../../lib/api-client.ts';

const coverArtKey = ['cover-art'] as const;
const listKey = [...coverArtKey, 'list'] as const;
const painterKey = [...coverArtKey, 'painter'] as const;

/** GET /v1/cover-art/painter: who paints here, and what is left this month. */
export function useCoverArtPainter() {
  return useQuery({
    queryKey: painterKey,
    queryFn: () => dataOf(api.GET('/v1/cover-art/painter')),
  });
}

const isPending = (pages: CoverArtList[] | undefined) =>
  (pages ?? []).some((page) => page.items.some((set) => set.status === 'pending'));

/** GET /v1/cover-art?cursor: the user's sets, newest first; read again while one is painted. */
export function useCoverArtSets() {
  return useInfiniteQuery({
    queryKey: listKey,
    queryFn: ({ pageParam }): Promise<CoverArtList> =>
      dataOf(
        api.GET('/v1/cover-art', {
          params: { query: { cursor: pageParam ?? undefined, limit: 12 } },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    refetchInterval: (query) => (isPending(query.state.data?.pages) ? 1500 : false),
  });
}

/** After a set is asked for or deleted: the sets, the allowance here and on /tools. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: coverArtKey }),
      queryClient.invalidateQueries({ queryKey: ['tools', 'allowances'] }),
    ]);
}

/** POST /v1/cover-art: four images from the words and the look. */
export function useCreateCoverArt() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CoverArtRequest) => dataOf(api.POST('/v1/cover-art', { body })),
    onSettled: refresh,
  });
}

/** DELETE /v1/cover-art/:id. */
export function useDeleteCoverArt() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      dataOf(api.DELETE('/v1/cover-art/{id}', { params: { path: { id } } })),
    onSettled: refresh,
  });
}

/** POST /v1/cover-art/:id/images/:index/use: the image becomes a draft's artwork. */
export function useCoverArtOnRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { setId: string; index: number; releaseId: string }) =>
      dataOf(
        api.POST('/v1/cover-art/{id}/images/{index}/use', {
          params: { path: { id: v.setId, index: v.index } },
          body: { releaseId: v.releaseId },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['releases'] }),
  });
}
