import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlatformSettings } from '@soundpost/contracts/admin';
import { api, dataOf } from '../../../lib/api-client.ts';

export type { PlatformSettings };
export const settingsQueryKey = ['admin', 'settings'] as const;

/** GET /v1/admin/settings: release settings, upload limits and the DDEX identity. */
export function getSettings(): Promise<PlatformSettings> {
  return dataOf(api.GET('/v1/admin/settings'));
}

export const settingsQueryOptions = queryOptions({
  queryKey: settingsQueryKey,
  queryFn: getSettings,
});

export function useSettings() {
  return useQuery(settingsQueryOptions);
}
