import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { passwordResetSchema } from '@soundpost/contracts/auth';
import { api, dataOf } from '../../../lib/api-client.ts';

export type PasswordResetInput = z.input<typeof passwordResetSchema>;

/** POST /v1/auth/password-reset/:token: sets a new password with a single-use link token. */
export function resetPassword(token: string, input: PasswordResetInput): Promise<{ ok: true }> {
  return dataOf(
    api.POST('/v1/auth/password-reset/{token}', { params: { path: { token } }, body: input }),
  );
}

export function useResetPassword(token: string) {
  return useMutation({ mutationFn: (input: PasswordResetInput) => resetPassword(token, input) });
}
