import { useMutation } from '@tanstack/react-query';
import { api, dataOf } from './api-client.ts';

/** POST /v1/auth/verify-email/resend: a new verification link to the signed-in user. */
export function resendVerificationEmail(): Promise<{ ok: true }> {
  return dataOf(api.POST('/v1/auth/verify-email/resend'));
}

export function useResendVerificationEmail() {
  return useMutation({ mutationFn: resendVerificationEmail });
}
