import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { twofactorDisableSchema } from '@soundpost/contracts/users';
import { api, dataOf } from '../../../lib/api-client.ts';
import { verifySession } from '../../../lib/session.ts';

export type DisableTwofactorInput = z.input<typeof twofactorDisableSchema>;

/** POST /v1/account/twofactor/disable: needs a current code, so a stolen session cannot do it. */
export function disableTwofactor(input: DisableTwofactorInput): Promise<{ ok: true }> {
  return dataOf(api.POST('/v1/account/twofactor/disable', { body: input }));
}

export function useDisableTwofactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwofactor,
    onSuccess: () => {
      void verifySession();
      void queryClient.invalidateQueries({ queryKey: ['activity'] });
    },
  });
}
