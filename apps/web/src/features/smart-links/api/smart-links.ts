import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SmartLinkUpdate } from '@soundpost/contracts/smart-links';
import { api, dataOf } from '../../../lib/api-client.ts';

const smartLinksKey = ['smart-links'] as const;

/** GET /v1/smart-links: the artist's links (each approved release has one), newest first. */
export function useSmartLinks() {
  return useQuery({
    queryKey: [...smartLinksKey, 'list'],
    queryFn: () => dataOf(api.GET('/v1/smart-links')),
  });
}

/** GET /v1/smart-links/:id: one link with its stores in order, their targets and its look. */
export function useSmartLink(id: string) {
  return useQuery({
    queryKey: [...smartLinksKey, 'detail', id],
    queryFn: () => dataOf(api.GET('/v1/smart-links/{id}', { params: { path: { id } } })),
  });
}

/** PATCH /v1/smart-links/:id: slug, status, stores or look; the answer is the new link. */
export function useUpdateSmartLink(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SmartLinkUpdate) =>
      dataOf(api.PATCH('/v1/smart-links/{id}', { params: { path: { id } }, body })),
    onSuccess: (link) => {
      queryClient.setQueryData([...smartLinksKey, 'detail', id], link);
      return queryClient.invalidateQueries({ queryKey: [...smartLinksKey, 'list'] });
    },
  });
}

/** GET /v1/smart-links/:id/analytics?days: views and clicks (PRO only). */
export function useSmartLinkAnalytics(id: string, days: number, enabled: boolean) {
  return useQuery({
    queryKey: [...smartLinksKey, 'analytics', id, days],
    queryFn: () =>
      dataOf(
        api.GET('/v1/smart-links/{id}/analytics', {
          params: { path: { id }, query: { days } },
        }),
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
}
