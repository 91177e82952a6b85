import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CreateSplitInput,
  Split,
  splitListSchema,
  UpdateSplitInput,
} from '@soundpost/contracts/splits';
import { api } from '../../../lib/api-client.ts';

export type { Split };
type SplitList = z.output<typeof splitListSchema>;

const base = (releaseId: string) => `/v1/releases/${encodeURIComponent(releaseId)}/splits`;
const splitsKey = (releaseId: string) => ['splits', releaseId];

/** GET /v1/releases/:id/splits: the owner's splits of one release. */
export function useReleaseSplits(releaseId: string) {
  return useQuery(
    queryOptions({
      queryKey: splitsKey(releaseId),
      queryFn: () => api.get<SplitList>(base(releaseId)),
    }),
  );
}

/** The owner's changes to a release's splits: invite, send again, change terms, remove. */
export function useSplitActions(releaseId: string) {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: splitsKey(releaseId) });
  return {
    create: useMutation({
      mutationFn: (input: CreateSplitInput) => api.post<Split>(base(releaseId), input),
      onSuccess,
    }),
    resend: useMutation({
      mutationFn: (id: string) => api.post<{ ok: true }>(`${base(releaseId)}/${id}/resend`),
      onSuccess,
    }),
    edit: useMutation({
      mutationFn: ({ id, terms }: { id: string; terms: UpdateSplitInput }) =>
        api.patch<Split>(`${base(releaseId)}/${id}`, terms),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.delete<{ ok: true }>(`${base(releaseId)}/${id}`),
      onSuccess,
    }),
  };
}
