import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  RoyaltyImportFields,
  resolveUnmatchedSchema,
  royaltyImportPageSchema,
  royaltyTrackSearchSchema,
  unmatchedLinePageSchema,
} from '@soundpost/contracts/royalties';
import { api, dataOf } from '../../../lib/api-client.ts';
import { cursorPages, reportForm } from '../../../lib/cursor-pages.ts';

export type RoyaltyImportItem = z.output<typeof royaltyImportPageSchema>['items'][number];
export type UnmatchedLine = z.output<typeof unmatchedLinePageSchema>['items'][number];
export type TrackMatch = z.output<typeof royaltyTrackSearchSchema>['items'][number];

const limit = 25;

const importsKey = ['admin', 'royalty-imports'];
const unmatchedKey = ['admin', 'royalty-imports', 'unmatched'];

/** GET /v1/admin/royalty-imports: past imports, newest first. */
export function useRoyaltyImports() {
  return useInfiniteQuery(
    cursorPages(importsKey, (cursor) =>
      dataOf(api.GET('/v1/admin/royalty-imports', { params: { query: { limit, cursor } } })),
    ),
  );
}

/** GET /v1/admin/royalty-imports/unmatched: the lines waiting for an admin. */
export function useUnmatchedLines() {
  return useInfiniteQuery(
    cursorPages(unmatchedKey, (cursor) =>
      dataOf(
        api.GET('/v1/admin/royalty-imports/unmatched', { params: { query: { limit, cursor } } }),
      ),
    ),
  );
}

/** POST /v1/admin/royalty-imports: the fields first, then the file (the API streams it). */
export function useImportReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, file }: { fields: RoyaltyImportFields; file: File }) =>
      dataOf(
        api.POST('/v1/admin/royalty-imports', {
          body: { ...fields, file },
          bodySerializer: reportForm(file.name),
        }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: importsKey }),
  });
}

/** POST /v1/admin/royalty-imports/:id/void: takes an import's money back (decision 026). */
export function useVoidImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      dataOf(api.POST('/v1/admin/royalty-imports/{id}/void', { params: { path: { id } } })),
    // The unmatched queue loses the import's lines too (same key prefix).
    onSuccess: () => client.invalidateQueries({ queryKey: importsKey }),
  });
}

/** POST …/unmatched/:id/resolve: assign to a track, or write off. */
export function useResolveLine() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: z.input<typeof resolveUnmatchedSchema> }) =>
      dataOf(
        api.POST('/v1/admin/royalty-imports/unmatched/{id}/resolve', {
          params: { path: { id } },
          body,
        }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: unmatchedKey }),
  });
}

/** GET /v1/admin/royalty-tracks: tracks by ISRC or title, from two characters on. */
export function useTrackSearch(q: string) {
  const query = q.trim();
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'royalty-tracks', query],
      queryFn: () =>
        dataOf(api.GET('/v1/admin/royalty-tracks', { params: { query: { q: query } } })),
      enabled: query.length >= 2,
    }),
  );
}
