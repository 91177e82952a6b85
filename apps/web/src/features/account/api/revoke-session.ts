import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sessionsQueryKey, type Session } from './get-sessions.ts';

/** DELETE /v1/account/sessions/:id: signs that device out. */
export function revokeSession(id: string): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>(`/v1/account/sessions/${encodeURIComponent(id)}`);
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
