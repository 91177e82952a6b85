import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CuratedPlaylistInput, PitchInput, PitchStatus } from '@soundpost/contracts/playlists';
import { api, dataOf } from '../../../lib/api-client.ts';

const playlistsKey = ['playlists'] as const;
const pitchesKey = ['pitches'] as const;
const curationKey = ['curation'] as const;

/** GET /v1/playlists: the playlists the team curates (public). */
export function usePlaylists() {
  return useQuery({
    queryKey: playlistsKey,
    queryFn: () => dataOf(api.GET('/v1/playlists')),
  });
}

export function usePlaylist(id: string) {
  return useQuery({
    queryKey: [...playlistsKey, id],
    queryFn: () => dataOf(api.GET('/v1/playlists/{id}', { params: { path: { id } } })),
    retry: false,
  });
}

const nextPage = { initialPageParam: null as string | null } as const;

/** GET /v1/pitches?cursor: the user's pitches and their answers, a page at a time. */
export function usePitches() {
  return useInfiniteQuery({
    ...nextPage,
    queryKey: pitchesKey,
    queryFn: ({ pageParam }) =>
      dataOf(api.GET('/v1/pitches', { params: { query: { cursor: pageParam ?? undefined } } })),
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** The songs the user may pitch: the tracks of their published and live releases. */
export function usePitchableSongs() {
  return useQuery({
    queryKey: ['releases', 'list', 'pitchable'],
    queryFn: async () => {
      const releases = await dataOf(
        api.GET('/v1/releases', { params: { query: { sort: 'newest', limit: 100 } } }),
      );
      const published = releases.items.filter(
        (r) => r.status === 'published' || r.status === 'live',
      );
      const lists = await Promise.all(
        published.map((release) =>
          dataOf(api.GET('/v1/releases/{id}/tracks', { params: { path: { id: release.id } } })),
        ),
      );
      return published.flatMap((release, i) =>
        lists[i]!.items.map((track) => ({
          id: track.id,
          title: track.title,
          release: release.title,
        })),
      );
    },
  });
}

/** POST /v1/playlists/:id/pitches. */
export function usePitchSong(playlistId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PitchInput) =>
      dataOf(
        api.POST('/v1/playlists/{id}/pitches', { params: { path: { id: playlistId } }, body }),
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pitchesKey }),
        queryClient.invalidateQueries({ queryKey: ['tools', 'allowances'] }),
      ]),
  });
}

/** GET /v1/curation/pitches?status&cursor: the curators' inbox, a page at a time. */
export function useCurationPitches(status: PitchStatus) {
  return useInfiniteQuery({
    ...nextPage,
    queryKey: [...curationKey, status],
    queryFn: ({ pageParam }) =>
      dataOf(
        api.GET('/v1/curation/pitches', {
          params: { query: { status, cursor: pageParam ?? undefined } },
        }),
      ),
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** POST /v1/curation/pitches/:id/decision. */
export function useDecidePitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; decision: 'accepted' | 'declined'; note: string }) =>
      dataOf(
        api.POST('/v1/curation/pitches/{id}/decision', {
          params: { path: { id: v.id } },
          body: { decision: v.decision, note: v.note },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: curationKey }),
  });
}

/** POST or PUT /v1/admin/playlists[/:id]; DELETE to remove one. */
export function useSavePlaylist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: CuratedPlaylistInput }) =>
      id
        ? dataOf(api.PUT('/v1/admin/playlists/{id}', { params: { path: { id } }, body }))
        : dataOf(api.POST('/v1/admin/playlists', { body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: playlistsKey }),
  });
}

export function useDeletePlaylist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      dataOf(api.DELETE('/v1/admin/playlists/{id}', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: playlistsKey }),
  });
}
