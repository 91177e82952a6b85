import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AccountSettings, notificationSettingsSchema } from '@soundpost/contracts/users';
import { api, dataOf } from '../../../lib/api-client.ts';
import { accountQueryKey } from './get-account.ts';

export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** PATCH /v1/account/notifications: the two e-mail switches. */
export function updateNotifications(input: NotificationSettings): Promise<AccountSettings> {
  return dataOf(api.PATCH('/v1/account/notifications', { body: input }));
}

export function useUpdateNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotifications,
    onSuccess: (settings) => queryClient.setQueryData(accountQueryKey, settings),
  });
}
