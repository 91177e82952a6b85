import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AccountSettings, updateProfileSchema } from '@soundpost/contracts/users';
import { api, dataOf } from '../../../lib/api-client.ts';
import { verifySession } from '../../../lib/session.ts';
import { accountQueryKey } from './get-account.ts';

export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

/** PATCH /v1/account/profile: names, phone, contact method and e-mail language. */
export function updateProfile(input: UpdateProfileInput): Promise<AccountSettings> {
  return dataOf(api.PATCH('/v1/account/profile', { body: input }));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (settings) => {
      queryClient.setQueryData(accountQueryKey, settings);
      // The user's display name and language come from the profile.
      void verifySession();
    },
  });
}
