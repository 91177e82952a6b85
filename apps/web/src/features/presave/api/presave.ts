import { useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client.ts';

const presaveKey = ['presave'] as const;

/** GET /v1/presave: the artist's campaigns (paid plans), newest first. */
export function usePresaveCampaigns(enabled: boolean) {
  return useQuery({
    queryKey: [...presaveKey, 'list'],
    queryFn: () => dataOf(api.GET('/v1/presave')),
    enabled,
  });
}

/** GET /v1/presave/:id: one campaign with its subscribers and their count per day. */
export function usePresaveCampaign(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...presaveKey, 'detail', id],
    queryFn: () => dataOf(api.GET('/v1/presave/{id}', { params: { path: { id } } })),
    enabled,
  });
}
