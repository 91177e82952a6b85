import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SplitInvitation } from '@soundpost/contracts/splits';
import { api } from '../../../lib/api-client.ts';

export type { SplitInvitation };

/** POST /v1/split-invitations/view: what an invitation link offers (no sign-in needed). */
export function useSplitInvitation(token: string) {
  return useQuery(
    queryOptions({
      queryKey: ['split-invitation', token],
      queryFn: () => api.post<SplitInvitation>('/v1/split-invitations/view', { token }),
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
      api.post<SplitInvitation>(`/v1/split-invitations/${answer}`, { token }),
    onSuccess: (invitation) => client.setQueryData(['split-invitation', token], invitation),
  });
}
