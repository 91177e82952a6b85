import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Plan } from '@soundpost/contracts/users';
import { api } from '../../../lib/api-client.ts';
import { adminUsersQueryKey, type AdminUser } from './get-users.ts';

/** PATCH /v1/admin/users/:id/plan: sets the plan (a subscription field until billing exists). */
export function setUserPlan({ id, plan }: { id: string; plan: Plan }): Promise<AdminUser> {
  return api.patch<AdminUser>(`/v1/admin/users/${encodeURIComponent(id)}/plan`, { plan });
}

export function useSetUserPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserPlan,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
}
