import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Reauth } from '@soundpost/contracts/users';
import { api, dataOf } from '../../../lib/api-client.ts';
import type { RecoveryCodes } from './enable-twofactor.ts';

/** POST /v1/account/twofactor/recovery-codes: a new set, shown once; the old codes stop working. */
export function regenerateRecoveryCodes(proof: Reauth): Promise<RecoveryCodes> {
  return dataOf(api.POST('/v1/account/twofactor/recovery-codes', { body: proof }));
}

export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateRecoveryCodes,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['activity'] }),
  });
}
