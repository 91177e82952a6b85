import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlatformSettings } from '@soundpost/contracts/admin';
import type { AutoApprovalSettings } from '@soundpost/contracts/prereview';
import { api } from '../../../lib/api-client.ts';
import { settingsQueryKey, useSettings } from './settings-get.ts';

/** GET /v1/admin/settings (the auto-approval group is part of the one settings document). */
export const useAutoApprovalSettings = useSettings;

/** PATCH /v1/admin/settings with only the auto-approval fields. */
export function useSaveAutoApprovalSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: AutoApprovalSettings) =>
      api.patch<PlatformSettings>('/v1/admin/settings', patch),
    onSuccess: (settings) => queryClient.setQueryData(settingsQueryKey, settings),
  });
}
