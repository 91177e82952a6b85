import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { User } from '@soundpost/contracts/users';
import { paths } from '../config/paths.ts';
import { api, dataOf } from './api-client.ts';
import { setSessionUser } from './session-store.ts';

/** POST /v1/admin/impersonation/stop: the session acts as the admin again. */
export function stopImpersonation(): Promise<{ user: User }> {
  return dataOf(api.POST('/v1/admin/impersonation/stop'));
}

export function useStopImpersonation() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: stopImpersonation,
    onSuccess: ({ user }) => {
      setSessionUser(user);
      void navigate(paths.admin.users.getHref());
    },
  });
}
