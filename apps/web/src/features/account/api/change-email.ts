import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountSettings } from '@soundpost/contracts/users';
import { api } from '../../../lib/api-client.ts';
import { accountQueryKey } from './get-account.ts';

/** POST /v1/account/email: the new address becomes `pendingEmail` until its link is opened. */
export function changeEmail(email: string): Promise<AccountSettings> {
  return api.post<AccountSettings>('/v1/account/email', { email });
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: (settings) => queryClient.setQueryData(accountQueryKey, settings),
  });
}
