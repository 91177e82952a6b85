import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SplitInvitation } from '@soundpost/contracts/splits';
import { api, dataOf } from '../../../lib/api-client.ts';

export type { SplitInvitation };

/** POST /v1/split-invitations/view: what an invitation link offers (no sign-in needed). */
export function useSplitInvitation(token: string) {
  return useQuery(
    queryOptions({
      queryKey: ['split-invitation', token],
      queryFn: () => dataOf(api.POST('/v1/split-invitations/view', { body: { token } })),
      enabled: token !== '',
      retry: false,
    }),
  );
}

/** Accepts or declines the invitation of a link, as the signed-in (invited) account. */
export function useAnswerInvitation(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: 'accept' | 'decline') =>
      dataOf(api.POST(`/v1/split-invitations/${answer}`, { body: { token } })),
    onSuccess: (invitation) => client.setQueryData(['split-invitation', token], invitation),
  });
}

const mineKey = ['split-invitations'];

/** GET /v1/split-invitations: the invitations sent to the signed-in user's address. */
export function useMyInvitations() {
  return useQuery(
    queryOptions({
      queryKey: mineKey,
      queryFn: () => dataOf(api.GET('/v1/split-invitations')),
    }),
  );
}

/**
 * Accepts or declines one invitation of the list, naming the sending read (its terms). Either
 * way the list is read again: an answer, or terms the owner changed meanwhile (409).
 */
export function useAnswerFromList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { invitation: SplitInvitation; answer: 'accept' | 'decline' }) =>
      dataOf(
        api.POST(`/v1/split-invitations/{id}/${input.answer}`, {
          params: { path: { id: input.invitation.id } },
          body: { invitedAt: input.invitation.invitedAt },
        }),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: mineKey }),
  });
}
