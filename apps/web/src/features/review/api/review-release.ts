import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  bulkApproveResultSchema,
  reopenInputSchema,
  ReviewRelease,
} from '@soundpost/contracts/review';
import { api, dataOf } from '../../../lib/api-client.ts';
import { reviewQueryKey } from './review-queue.ts';

export type { ReviewRelease };
export type ReopenInput = z.input<typeof reopenInputSchema>;
export type BulkApproveResult = z.infer<typeof bulkApproveResultSchema>;

export const reviewReleaseQueryKey = (id: string) => [...reviewQueryKey, 'release', id] as const;

/** GET /v1/admin/releases/:id: all the artist entered, media, history, comments and holder. */
export function useReviewRelease(id: string) {
  return useQuery({
    queryKey: reviewReleaseQueryKey(id),
    queryFn: () => dataOf(api.GET('/v1/admin/releases/{id}', { params: { path: { id } } })),
  });
}

/** What each decision sends; take and release (give back the hold) send nothing. */
export type ReviewAction =
  | { kind: 'take' }
  | { kind: 'release' }
  | { kind: 'approve' }
  | { kind: 'reject'; message: string }
  | { kind: 'reopen'; input: ReopenInput };

function decide(id: string, action: ReviewAction) {
  const params = { path: { id } };
  if (action.kind === 'reject') {
    const body = { message: action.message };
    return api.POST('/v1/admin/releases/{id}/reject', { params, body });
  }
  if (action.kind === 'reopen') {
    return api.POST('/v1/admin/releases/{id}/reopen', { params, body: action.input });
  }
  return api.POST(`/v1/admin/releases/{id}/${action.kind}`, { params });
}

/**
 * POST /v1/admin/releases/:id/{take,release,approve,reject,reopen}: the answer is the updated
 * review, put straight into the cache; the queue and its figures are fetched again.
 */
export function useReviewAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ReviewAction) => dataOf(decide(id, action)),
    onSuccess: async (review) => {
      queryClient.setQueryData(reviewReleaseQueryKey(id), review);
      await queryClient.invalidateQueries({ queryKey: reviewQueryKey });
    },
  });
}

/** POST /v1/admin/releases/:id/comments: an internal note, never shown to the artist. */
export function useAddReviewComment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      dataOf(
        api.POST('/v1/admin/releases/{id}/comments', { params: { path: { id } }, body: { text } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewReleaseQueryKey(id) }),
  });
}

/** POST /v1/admin/releases/bulk-approve: each release approved on its own, with its result. */
export function useBulkApprove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      dataOf(api.POST('/v1/admin/releases/bulk-approve', { body: { ids } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewQueryKey }),
  });
}
