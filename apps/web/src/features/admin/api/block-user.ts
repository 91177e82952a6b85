import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { blockUserSchema } from '@soundpost/contracts/admin';
import { api } from '../../../lib/api-client.ts';
import { adminUsersQueryKey, type AdminUser } from './get-users.ts';

export type BlockUserInput = z.input<typeof blockUserSchema>;

/** POST /v1/admin/users/:id/block: freeze (temporary) or ban, with a reason the user sees. */
export function blockUser(id: string, input: BlockUserInput): Promise<AdminUser> {
  return api.post<AdminUser>(`/v1/admin/users/${encodeURIComponent(id)}/block`, input);
}

export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: BlockUserInput }) => blockUser(id, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
}
