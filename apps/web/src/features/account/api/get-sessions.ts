import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { sessionSchema } from '@soundpost/contracts/users';
import { api, dataOf } from '../../../lib/api-client.ts';

export type Session = z.infer<typeof sessionSchema>;
export const sessionsQueryKey = ['account', 'sessions'] as const;

/** GET /v1/account/sessions: where the user is signed in, the current session flagged. */
export function getSessions(): Promise<Session[]> {
  return dataOf(api.GET('/v1/account/sessions'));
}

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: sessionsQueryKey, queryFn: getSessions });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
