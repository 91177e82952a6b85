import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AutoApprovalSettings } from '@soundpost/contracts/prereview';
import { api, dataOf } from '../../../lib/api-client.ts';
import { platformSettingsQueryKey, usePlatformSettings } from '../../../lib/platform-settings.ts';

/** GET /v1/admin/settings (the auto-approval group is part of the one settings document). */
export const useAutoApprovalSettings = usePlatformSettings;

/** PATCH /v1/admin/settings with only the auto-approval fields. */
export function useSaveAutoApprovalSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: AutoApprovalSettings) =>
      dataOf(api.PATCH('/v1/admin/settings', { body: patch })),
    onSuccess: (settings) => queryClient.setQueryData(platformSettingsQueryKey, settings),
  });
}
