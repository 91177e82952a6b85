import { useQuery } from '@tanstack/react-query';
import type { PlatformSettings } from '@soundpost/contracts/admin';
import { api, dataOf } from './api-client.ts';

export type { PlatformSettings };

/**
 * The one settings document, shared by the settings page's sections (features/settings) and
 * the auto-approval section (features/review, the prereview settings): each saves its own
 * fields with PATCH and puts the answer back under this key.
 */
export const platformSettingsQueryKey = ['admin', 'settings'] as const;

/** GET /v1/admin/settings: release settings, upload limits, the DDEX identity, auto-approval. */
export function usePlatformSettings() {
  return useQuery({
    queryKey: platformSettingsQueryKey,
    queryFn: () => dataOf(api.GET('/v1/admin/settings')),
  });
}
