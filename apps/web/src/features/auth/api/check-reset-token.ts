import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client.ts';

/** GET /v1/auth/password-reset/:token: whether a reset link still works, without using it. */
export function checkResetToken(token: string): Promise<{ ok: true }> {
  return dataOf(api.GET('/v1/auth/password-reset/{token}', { params: { path: { token } } }));
}

export const resetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['password-reset', token],
    queryFn: () => checkResetToken(token),
    // A dead link stays dead: asking again only spends the rate limit.
    retry: false,
    staleTime: Infinity,
    enabled: token !== '',
  });

export function useResetTokenCheck(token: string) {
  return useQuery(resetTokenQueryOptions(token));
}
