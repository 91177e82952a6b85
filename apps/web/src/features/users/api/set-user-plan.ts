import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Plan } from '@soundpost/contracts/users';
import { api, dataOf } from '../../../lib/api-client.ts';
import { adminUsersQueryKey, type AdminUser } from './get-users.ts';

/** PATCH /v1/admin/users/:id/plan: sets the plan (a subscription field until billing exists). */
export function setUserPlan({ id, plan }: { id: string; plan: Plan }): Promise<AdminUser> {
  return dataOf(
    api.PATCH('/v1/admin/users/{id}/plan', { params: { path: { id } }, body: { plan } }),
  );
}

export function useSetUserPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserPlan,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
}
