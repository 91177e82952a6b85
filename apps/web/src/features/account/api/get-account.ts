import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountSettings } from '@soundpost/contracts/users';
import { api, dataOf } from '../../../lib/api-client.ts';

export const accountQueryKey = ['account'] as const;

/** GET /v1/account: the settings shown on the account screen. */
export function getAccount(): Promise<AccountSettings> {
  return dataOf(api.GET('/v1/account'));
}

export const accountQueryOptions = () =>
  queryOptions({ queryKey: accountQueryKey, queryFn: getAccount });

export function useAccount() {
  return useQuery(accountQueryOptions());
}
