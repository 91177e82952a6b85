import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { passwordResetLinkSchema } from '@soundpost/contracts/auth';
import { api, dataOf } from '../../../lib/api-client.ts';

export type PasswordResetLinkInput = z.input<typeof passwordResetLinkSchema>;

/** POST /v1/auth/password-reset-link: answers the same whether or not the e-mail exists. */
export function requestPasswordReset(input: PasswordResetLinkInput): Promise<{ ok: true }> {
  return dataOf(api.POST('/v1/auth/password-reset-link', { body: input }));
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
