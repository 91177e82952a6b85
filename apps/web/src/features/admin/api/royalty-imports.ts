import {
  infiniteQueryOptions,
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
  royaltyImportSchema,
  royaltyTrackSearchSchema,
  unmatchedLinePageSchema,
} from '@soundpost/contracts/royalties';
import { api } from '../../../lib/api-client.ts';

export type RoyaltyImportItem = z.output<typeof royaltyImportPageSchema>['items'][number];
export type UnmatchedLine = z.output<typeof unmatchedLinePageSchema>['items'][number];
export type TrackMatch = z.output<typeof royaltyTrackSearchSchema>['items'][number];

const page = <T extends { nextCursor: string | null }>(key: string[], path: string) =>
  infiniteQueryOptions({
    queryKey: key,
    queryFn: ({ pageParam }) => api.get<T>(path, { query: { limit: 25, cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: T) => last.nextCursor ?? undefined,
  });

const importsKey = ['admin', 'royalty-imports'];
const unmatchedKey = ['admin', 'royalty-imports', 'unmatched'];

/** GET /v1/admin/royalty-imports: past imports, newest first. */
export function useRoyaltyImports() {
  return useInfiniteQuery(
    page<z.output<typeof royaltyImportPageSchema>>(importsKey, '/v1/admin/royalty-imports'),
  );
}

/** GET /v1/admin/royalty-imports/unmatched: the lines waiting for an admin. */
export function useUnmatchedLines() {
  return useInfiniteQuery(
    page<z.output<typeof unmatchedLinePageSchema>>(
      unmatchedKey,
      '/v1/admin/royalty-imports/unmatched',
    ),
  );
}

/** POST /v1/admin/royalty-imports: the fields first, then the file (the API streams it). */
export function useImportReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, file }: { fields: RoyaltyImportFields; file: File }) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) if (value) form.append(name, value);
      form.append('file', file, file.name);
      return api.post<z.output<typeof royaltyImportSchema>>('/v1/admin/royalty-imports', form);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: importsKey }),
  });
}

/** POST /v1/admin/royalty-imports/:id/void: takes an import's money back (decision 026). */
export function useVoidImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<z.output<typeof royaltyImportSchema>>(
        `/v1/admin/royalty-imports/${encodeURIComponent(id)}/void`,
        {},
      ),
    // The unmatched queue loses the import's lines too (same key prefix).
    onSuccess: () => client.invalidateQueries({ queryKey: importsKey }),
  });
}

/** POST …/unmatched/:id/resolve: assign to a track, or write off. */
export function useResolveLine() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: z.input<typeof resolveUnmatchedSchema> }) =>
      api.post(`/v1/admin/royalty-imports/unmatched/${encodeURIComponent(id)}/resolve`, body),
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
        api.get<z.output<typeof royaltyTrackSearchSchema>>('/v1/admin/royalty-tracks', {
          query: { q: query },
        }),
      enabled: query.length >= 2,
    }),
  );
}
