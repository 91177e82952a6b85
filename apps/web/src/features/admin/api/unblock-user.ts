import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminUsersQueryKey, type AdminUser } from './get-users.ts';

/** POST /v1/admin/users/:id/unblock: lifts a freeze or a ban. */
export function unblockUser(id: string): Promise<AdminUser> {
  return api.post<AdminUser>(`/v1/admin/users/${encodeURIComponent(id)}/unblock`);
}

export function useUnblockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockUser,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
}
