import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { revertEmailResultSchema } from '@soundpost/contracts/users';
import { api, dataOf } from '../../../lib/api-client.ts';
import { endSession } from '../../../lib/session-store.ts';

export type RevertEmailResult = z.infer<typeof revertEmailResultSchema>;

/**
 * POST /v1/auth/revert-email: undoes an e-mail change from the link sent to the previous
 * address. Every session of the account ends, this browser's included.
 */
export async function revertEmail(token: string): Promise<RevertEmailResult> {
  const result = await dataOf(api.POST('/v1/auth/revert-email', { body: { token } }));
  endSession();
  return result;
}

export function useRevertEmail() {
  return useMutation({ mutationFn: revertEmail });
}
