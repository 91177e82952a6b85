import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { LoginInput } from '@soundpost/contracts/auth';
import type { loginResultSchema } from '@soundpost/contracts/users';
import { api, dataOf } from '../../../lib/api-client.ts';
import { setSessionUser } from '../../../lib/session-store.ts';
import { storage } from '../../../lib/storage.ts';

export type LoginResult = z.infer<typeof loginResultSchema>;

/** POST /v1/auth/login. Local storage is cleared first (spec section 7). */
export async function login(input: LoginInput): Promise<LoginResult> {
  storage.clearSession();
  const result = await dataOf(api.POST('/v1/auth/login', { body: input }));
  if (!result.twofactor) setSessionUser(result.user);
  return result;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
