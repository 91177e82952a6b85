import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { User } from '@soundpost/contracts/users';
import { paths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';
import { setSessionUser } from '../../../lib/session-store.ts';

/** POST /v1/admin/users/:id/impersonate: the session now acts as that user. */
export function impersonateUser(id: string): Promise<{ user: User }> {
  return api.post<{ user: User }>(`/v1/admin/users/${encodeURIComponent(id)}/impersonate`);
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
