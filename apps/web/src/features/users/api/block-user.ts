import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { blockUserSchema } from '@soundpost/contracts/admin';
import { api, dataOf } from '../../../lib/api-client.ts';
import { adminUsersQueryKey, type AdminUser } from './get-users.ts';

export type BlockUserInput = z.input<typeof blockUserSchema>;

/** POST /v1/admin/users/:id/block: freeze (temporary) or ban, with a reason the user sees. */
export function blockUser(id: string, input: BlockUserInput): Promise<AdminUser> {
  return dataOf(api.POST('/v1/admin/users/{id}/block', { params: { path: { id } }, body: input }));
}

export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: BlockUserInput }) => blockUser(id, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
}
