import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { Lyric, LyricList } from '@soundpost/contracts/lyrics';
import { api, dataOf } from '../../../lib/api-client.ts';

export const lyricsKey = ['lyrics'] as const;
const listKey = [...lyricsKey, 'list'] as const;
const writerKey = [...lyricsKey, 'writer'] as const;
const lyricKey = (id: string) => [...lyricsKey, 'one', id] as const;

/** GET /v1/lyrics/writer: who writes, what is left this month, whether the user may write. */
export function useLyricWriter() {
  return useQuery({
    queryKey: writerKey,
    queryFn: () => dataOf(api.GET('/v1/lyrics/writer')),
  });
}

/** GET /v1/lyrics?cursor: the user's lyrics, newest first, a page at a time. */
export function useLyrics() {
  return useInfiniteQuery({
    queryKey: listKey,
    queryFn: ({ pageParam }): Promise<LyricList> =>
      dataOf(
        api.GET('/v1/lyrics', {
          params: { query: { cursor: pageParam ?? undefined, limit: 20 } },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** GET /v1/lyrics/:id. */
export function useLyric(id: string) {
  return useQuery({
    queryKey: lyricKey(id),
    queryFn: () => dataOf(api.GET('/v1/lyrics/{id}', { params: { path: { id } } })),
    retry: false,
  });
}

/** After a lyric is written, changed or deleted: the list and the allowance are read again. */
export function refreshLyrics(queryClient: QueryClient, saved?: Lyric) {
  if (saved) queryClient.setQueryData(lyricKey(saved.id), saved);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: listKey }),
    queryClient.invalidateQueries({ queryKey: writerKey }),
  ]);
}

/** PATCH /v1/lyrics/:id: the artist's edit of the title or the text. */
export function useUpdateLyric(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: { title?: string; text?: string }) =>
      dataOf(api.PATCH('/v1/lyrics/{id}', { params: { path: { id } }, body: patch })),
    onSuccess: (saved) => refreshLyrics(queryClient, saved),
  });
}

/** DELETE /v1/lyrics/:id. */
export function useDeleteLyric(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => dataOf(api.DELETE('/v1/lyrics/{id}', { params: { path: { id } } })),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: lyricKey(id) });
      return refreshLyrics(queryClient);
    },
  });
}
