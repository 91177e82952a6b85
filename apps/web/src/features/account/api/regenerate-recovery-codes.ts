import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Reauth } from '@soundpost/contracts/users';
import { api } from '../../../lib/api-client.ts';
import type { RecoveryCodes } from './enable-twofactor.ts';

/** POST /v1/account/twofactor/recovery-codes: a new set, shown once; the old codes stop working. */
export function regenerateRecoveryCodes(proof: Reauth): Promise<RecoveryCodes> {
  return api.post<RecoveryCodes>('/v1/account/twofactor/recovery-codes', proof);
}

export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateRecoveryCodes,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['activity'] }),
  });
}
