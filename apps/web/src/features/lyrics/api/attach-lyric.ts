import { useMutation, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client.ts';

/** Release statuses whose tracks the artist may still change. */
const editable = new Set(['draft', 'reopened']);

/** The user's releases whose tracks can take lyrics: drafts and reopened ones. */
export function useEditableReleases() {
  return useQuery({
    queryKey: ['lyrics', 'editable-releases'],
    queryFn: async () => {
      const page = await dataOf(api.GET('/v1/releases', { params: { query: { limit: 100 } } }));
      return page.items.filter((release) => editable.has(release.status));
    },
  });
}

/** GET /v1/releases/:id/tracks, for the track picker. */
export function useReleaseTracks(releaseId: string | null) {
  return useQuery({
    queryKey: ['lyrics', 'release-tracks', releaseId],
    queryFn: () =>
      dataOf(api.GET('/v1/releases/{id}/tracks', { params: { path: { id: releaseId! } } })),
    enabled: releaseId !== null,
  });
}

/** POST /v1/lyrics/:id/attach: the track's lyrics become this lyric's text. */
export function useAttachLyric(id: string) {
  return useMutation({
    mutationFn: (target: { releaseId: string; trackId: string }) =>
      dataOf(api.POST('/v1/lyrics/{id}/attach', { params: { path: { id } }, body: target })),
  });
}
