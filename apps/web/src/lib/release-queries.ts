// The user's releases as every feature that lists them reads them: page by page, newest or
// oldest first (the releases page, the banner generator's picker).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { releasePageSchema, releaseSorts } from '@soundpost/contracts/releases';
import { api, dataOf } from './api-client.ts';

export type ReleasePage = z.infer<typeof releasePageSchema>;
export type ReleaseListItem = ReleasePage['items'][number];
export type ReleaseSort = (typeof releaseSorts)[number];
export const releasesQueryKey = ['releases'] as const;

/** GET /v1/releases?sort&cursor&limit: one page of the user's releases, drafts included. */
export function getReleases(sort: ReleaseSort, cursor: string | null): Promise<ReleasePage> {
  return dataOf(
    api.GET('/v1/releases', {
      params: { query: { sort, cursor: cursor ?? undefined, limit: 20 } },
    }),
  );
}

export const releasesQueryOptions = (sort: ReleaseSort) =>
  infiniteQueryOptions({
    queryKey: [...releasesQueryKey, 'list', sort],
    queryFn: ({ pageParam }) => getReleases(sort, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: (previous) => previous,
  });

export function useReleases(sort: ReleaseSort) {
  return useInfiniteQuery(releasesQueryOptions(sort));
}
