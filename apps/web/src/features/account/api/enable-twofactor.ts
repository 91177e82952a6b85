import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { recoveryCodesSchema, twofactorEnableSchema } from '@soundpost/contracts/users';
import { api, dataOf } from '../../../lib/api-client.ts';
import { verifySession } from '../../../lib/session.ts';

export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
export type EnableTwofactorInput = z.input<typeof twofactorEnableSchema>;

/** POST /v1/account/twofactor/enable: confirms the setup with a code; recovery codes come once. */
export function enableTwofactor(input: EnableTwofactorInput): Promise<RecoveryCodes> {
  return dataOf(api.POST('/v1/account/twofactor/enable', { body: input }));
}

export function useEnableTwofactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwofactor,
    onSuccess: () => {
      void verifySession();
      void queryClient.invalidateQueries({ queryKey: ['activity'] });
    },
  });
}
