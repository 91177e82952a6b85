import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { platformSettingsPatchSchema } from '@soundpost/contracts/admin';
import { api, dataOf } from '../../../lib/api-client.ts';
import { platformSettingsQueryKey, type PlatformSettings } from '../../../lib/platform-settings.ts';

export type SettingsPatch = z.input<typeof platformSettingsPatchSchema>;

/** PATCH /v1/admin/settings: changes the given settings; the answer holds all of them. */
export function updateSettings(patch: SettingsPatch): Promise<PlatformSettings> {
  return dataOf(api.PATCH('/v1/admin/settings', { body: patch }));
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => queryClient.setQueryData(platformSettingsQueryKey, settings),
  });
}
