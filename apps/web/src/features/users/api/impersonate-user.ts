import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { User } from '@soundpost/contracts/users';
import { paths } from '../../../config/paths.ts';
import { api, dataOf } from '../../../lib/api-client.ts';
import { setSessionUser } from '../../../lib/session-store.ts';

/** POST /v1/admin/users/:id/impersonate: the session now acts as that user. */
export function impersonateUser(id: string): Promise<{ user: User }> {
  return dataOf(api.POST('/v1/admin/users/{id}/impersonate', { params: { path: { id } } }));
}

export function useImpersonateUser() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: impersonateUser,
    onSuccess: ({ user }) => {
      setSessionUser(user);
      void navigate(paths.dashboard.getHref());
    },
  });
}
