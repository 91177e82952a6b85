import { useMutation } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client.ts';
import { verifySession } from '../../../lib/session.ts';
import { sessionStore } from '../../../lib/session-store.ts';

/** POST /v1/auth/verify-email: confirms the address from the e-mailed link. */
export async function verifyEmail(token: string): Promise<{ ok: true }> {
  const result = await dataOf(api.POST('/v1/auth/verify-email', { body: { token } }));
  // A signed-in user's `emailVerified` (and the app-wide banner) changes with it.
  if (sessionStore.getSnapshot().user) await verifySession();
  return result;
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
