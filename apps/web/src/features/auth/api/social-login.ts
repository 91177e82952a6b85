import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SocialProvider, socialLoginSchema } from '@soundpost/contracts/auth';
import type { User } from '@soundpost/contracts/users';
import { api, dataOf } from '../../../lib/api-client.ts';
import { env } from '../../../lib/env.ts';
import { setSessionUser } from '../../../lib/session-store.ts';

export type SocialLoginInput = z.input<typeof socialLoginSchema>;

/** POST /v1/auth/{google,apple}-login: completes a social sign-in with the provider's code. */
export async function socialLogin(
  provider: SocialProvider,
  input: SocialLoginInput,
): Promise<{ user: User; redirect: string | null }> {
  const result = await dataOf(api.POST(`/v1/auth/${provider}-login`, { body: input }));
  setSessionUser(result.user);
  return result;
}

export function useSocialLogin() {
  return useMutation({
    mutationFn: ({ provider, input }: { provider: SocialProvider; input: SocialLoginInput }) =>
      socialLogin(provider, input),
  });
}

/** The full-page address that starts a social sign-in (the API redirects to the provider). */
export function socialAuthorizeHref(provider: SocialProvider, redirect: string | null): string {
  const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  return `${env.apiOrigin}/v1/auth/${provider}/authorize${query}`;
}
