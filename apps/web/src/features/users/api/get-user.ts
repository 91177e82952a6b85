import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserDetail, AdminUserRelease } from '@soundpost/contracts/admin';
import { api, dataOf } from '../../../lib/api-client.ts';
import { adminUsersQueryKey } from './get-users.ts';

export type { AdminUserDetail, AdminUserRelease };

/** GET /v1/admin/users/:id: the account, its release counts and its newest releases. */
export function getUser(id: string): Promise<AdminUserDetail> {
  return dataOf(api.GET('/v1/admin/users/{id}', { params: { path: { id } } }));
}

// Under the list's key, so every change of an account (block, plan…) refreshes this page too.
export const adminUserQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminUsersQueryKey, 'detail', id],
    queryFn: () => getUser(id),
  });

export function useAdminUser(id: string) {
  return useQuery(adminUserQueryOptions(id));
}
