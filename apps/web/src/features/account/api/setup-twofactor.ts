import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Reauth, twofactorSetupSchema } from '@soundpost/contracts/users';
import { api, dataOf } from '../../../lib/api-client.ts';

export type TwofactorSetup = z.infer<typeof twofactorSetupSchema>;

/** POST /v1/account/twofactor/setup: a new secret and its QR code, not active until confirmed. */
export function setupTwofactor(proof: Reauth): Promise<TwofactorSetup> {
  return dataOf(api.POST('/v1/account/twofactor/setup', { body: proof }));
}

export function useSetupTwofactor() {
  return useMutation({ mutationFn: setupTwofactor });
}
