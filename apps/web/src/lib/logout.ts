import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths.ts';
import { api, dataOf } from './api-client.ts';
import { i18n } from './i18n.ts';
import { notify } from './notify.ts';
import { endSession } from './session-store.ts';

/** GET /v1/auth/logout. The local session ends even when the call fails (spec section 4). */
export async function logout(): Promise<void> {
  try {
    await dataOf(api.GET('/v1/auth/logout'));
  } finally {
    endSession();
  }
}

/**
 * Signs out and goes to login; a failed call says "Logout failed" (spec section 8), since the
 * session may still be alive on the server although this browser forgot it.
 */
export function useLogout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onError: () => notify({ color: 'red', message: i18n.t('errors:logout_failed') }),
    onSettled: () => navigate(paths.auth.login.getHref(), { replace: true }),
  });
}
