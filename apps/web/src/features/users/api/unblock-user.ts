import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client.ts';
import { adminUsersQueryKey, type AdminUser } from './get-users.ts';

/** POST /v1/admin/users/:id/unblock: lifts a freeze or a ban. */
export function unblockUser(id: string): Promise<AdminUser> {
  return dataOf(api.POST('/v1/admin/users/{id}/unblock', { params: { path: { id } } }));
}

export function useUnblockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockUser,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
}
