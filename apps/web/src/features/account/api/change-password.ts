import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { changePasswordSchema } from '@soundpost/contracts/users';
import { api, dataOf } from '../../../lib/api-client.ts';
import { accountQueryKey } from './get-account.ts';
import { sessionsQueryKey } from './get-sessions.ts';

export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** POST /v1/account/password: also ends every other session of the user. */
export function changePassword(input: ChangePasswordInput): Promise<{ ok: true }> {
  return dataOf(api.POST('/v1/account/password', { body: input }));
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      // A social-only account now has a password; other sessions are gone.
      void queryClient.invalidateQueries({ queryKey: accountQueryKey });
      void queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['activity'] });
    },
  });
}
