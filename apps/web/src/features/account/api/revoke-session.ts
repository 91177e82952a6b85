import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client.ts';
import { sessionsQueryKey, type Session } from './get-sessions.ts';

/** DELETE /v1/account/sessions/:id: signs that device out. */
export function revokeSession(id: string): Promise<{ ok: true }> {
  return dataOf(api.DELETE('/v1/account/sessions/{id}', { params: { path: { id } } }));
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSuccess: (_result, id) =>
      queryClient.setQueryData<Session[]>(sessionsQueryKey, (sessions) =>
        sessions?.filter((s) => s.id !== id),
      ),
  });
}
