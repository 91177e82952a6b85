import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AdminUserOverview,
  adminUserPageSchema,
  adminUserSchema,
} from '@soundpost/contracts/admin';
import { api, dataOf } from '../../../lib/api-client.ts';

export type AdminUser = z.infer<typeof adminUserSchema>;
export type { AdminUserOverview };
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;
export const adminUsersQueryKey = ['admin', 'users'] as const;

/** GET /v1/admin/users?q&cursor&limit: accounts matching a name, username or e-mail, with release counts. */
export function getUsers(q: string, cursor: string | null): Promise<AdminUserPage> {
  return dataOf(
    api.GET('/v1/admin/users', {
      params: { query: { q, cursor: cursor ?? undefined, limit: 50 } },
    }),
  );
}

export const adminUsersQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: [...adminUsersQueryKey, q],
    queryFn: ({ pageParam }) => getUsers(q, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: (previous) => previous,
  });

export function useAdminUsers(q: string) {
  return useInfiniteQuery(adminUsersQueryOptions(q));
}
