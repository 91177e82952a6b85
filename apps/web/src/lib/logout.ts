import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths.ts';
import { api } from './api-client.ts';
import { endSession } from './session-store.ts';

/** GET /v1/auth/logout. The local session ends even when the call fails (spec section 4). */
export async function logout(): Promise<void> {
  try {
    await api.get('/v1/auth/logout');
  } finally {
    endSession();
  }
}

export function useLogout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: () => navigate(paths.auth.login.getHref(), { replace: true }),
  });
}
