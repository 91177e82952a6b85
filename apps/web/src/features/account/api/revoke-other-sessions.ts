import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client.ts';
import { sessionsQueryKey, type Session } from './get-sessions.ts';

/** POST /v1/account/sessions/revoke-others: every session but this one ends. */
export function revokeOtherSessions(): Promise<{ ok: true }> {
  return dataOf(api.POST('/v1/account/sessions/revoke-others'));
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: () =>
      queryClient.setQueryData<Session[]>(sessionsQueryKey, (sessions) =>
        sessions?.filter((s) => s.current),
      ),
  });
}
