import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AccountSettings, changeEmailSchema } from '@soundpost/contracts/users';
import { api, dataOf } from '../../../lib/api-client.ts';
import { accountQueryKey } from './get-account.ts';

export type ChangeEmailInput = z.input<typeof changeEmailSchema>;

/** POST /v1/account/email: the new address becomes `pendingEmail` until its link is opened. */
export function changeEmail(input: ChangeEmailInput): Promise<AccountSettings> {
  return dataOf(api.POST('/v1/account/email', { body: input }));
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: (settings) => queryClient.setQueryData(accountQueryKey, settings),
  });
}
