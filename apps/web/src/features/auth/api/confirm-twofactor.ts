import { useMutation } from '@tanstack/react-query';
import type { User } from '@soundpost/contracts/users';
import { api, dataOf } from '../../../lib/api-client.ts';
import { setSessionUser } from '../../../lib/session-store.ts';

/** POST /v1/auth/twofactor-confirm: the second step of a login, with a TOTP or recovery code. */
export async function confirmTwofactor(code: string): Promise<User> {
  const { user } = await dataOf(api.POST('/v1/auth/twofactor-confirm', { body: { code } }));
  setSessionUser(user);
  return user;
}

export function useConfirmTwofactor() {
  return useMutation({ mutationFn: confirmTwofactor });
}
