import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateSplitInput, Split, UpdateSplitInput } from '@soundpost/contracts/splits';
import { api, dataOf } from '../../../lib/api-client.ts';

export type { Split };

const splitsKey = (releaseId: string) => ['splits', releaseId];

/** GET /v1/releases/:id/splits: the owner's splits of one release. */
export function useReleaseSplits(releaseId: string) {
  return useQuery(
    queryOptions({
      queryKey: splitsKey(releaseId),
      queryFn: () =>
        dataOf(api.GET('/v1/releases/{id}/splits', { params: { path: { id: releaseId } } })),
    }),
  );
}

/** The owner's changes to a release's splits: invite, send again, change terms, remove. */
export function useSplitActions(releaseId: string) {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: splitsKey(releaseId) });
  const path = (splitId: string) => ({ path: { id: releaseId, splitId } });
  return {
    create: useMutation({
      mutationFn: (input: CreateSplitInput) =>
        dataOf(
          api.POST('/v1/releases/{id}/splits', {
            params: { path: { id: releaseId } },
            body: input,
          }),
        ),
      onSuccess,
    }),
    resend: useMutation({
      mutationFn: (id: string) =>
        dataOf(api.POST('/v1/releases/{id}/splits/{splitId}/resend', { params: path(id) })),
      onSuccess,
    }),
    edit: useMutation({
      mutationFn: ({ id, terms }: { id: string; terms: UpdateSplitInput }) =>
        dataOf(api.PATCH('/v1/releases/{id}/splits/{splitId}', { params: path(id), body: terms })),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) =>
        dataOf(api.DELETE('/v1/releases/{id}/splits/{splitId}', { params: path(id) })),
      onSuccess,
    }),
  };
}
