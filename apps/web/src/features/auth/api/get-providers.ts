import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { authProvidersSchema } from '@soundpost/contracts/auth';
import { api, dataOf } from '../../../lib/api-client.ts';

export type AuthProviders = z.infer<typeof authProvidersSchema>;

/** GET /v1/auth/providers: which social sign-ins this installation has configured. */
export function getProviders(): Promise<AuthProviders> {
  return dataOf(api.GET('/v1/auth/providers'));
}

export const providersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'providers'],
    queryFn: getProviders,
    staleTime: Infinity,
  });

export function useProviders() {
  return useQuery(providersQueryOptions());
}
