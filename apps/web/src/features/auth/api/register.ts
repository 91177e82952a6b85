import { useMutation } from '@tanstack/react-query';
import type { RegisterInput } from '@soundpost/contracts/auth';
import type { User } from '@soundpost/contracts/users';
import { api, dataOf } from '../../../lib/api-client.ts';
import { setSessionUser } from '../../../lib/session-store.ts';
import { storage } from '../../../lib/storage.ts';

/** POST /v1/auth/register: creates the account and signs in at once (e-mail unverified). */
export async function register(input: RegisterInput): Promise<User> {
  storage.clearSession();
  const { user } = await dataOf(api.POST('/v1/auth/register', { body: input }));
  setSessionUser(user);
  return user;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
