import { useSyncExternalStore } from 'react';
import type { User } from '@soundpost/contracts/users';
import { api, dataOf } from './api-client.ts';
import { isApiError } from './api-error.ts';
import {
  forgetUser,
  markSessionChecked,
  sessionStore,
  setSessionUser,
  type SessionState,
} from './session-store.ts';

/** GET /v1/api/user: the signed-in user, or null when the session is gone (401). */
export function getSessionUser(): Promise<User> {
  return dataOf(api.GET('/v1/api/user'));
}

let inFlight: Promise<void> | null = null;

/**
 * Asks the server who is signed in and updates the store. A 401 and a 403 `account_blocked`
 * are applied by the API client itself; a network error keeps the stored user (offline use).
 * Concurrent callers share one request.
 */
export function verifySession(): Promise<void> {
  inFlight ??= getSessionUser()
    .then(setSessionUser)
    .catch((error: unknown) => {
      if (isApiError(error) && error.status === 401) forgetUser();
      else if (!isApiError(error)) console.error(error);
    })
    .finally(() => {
      markSessionChecked();
      inFlight = null;
    });
  return inFlight;
}

export function useSession(): SessionState {
  // The build-time prerender renders for a signed-out visitor, which is what the store holds there.
  return useSyncExternalStore(
    sessionStore.subscribe,
    sessionStore.getSnapshot,
    sessionStore.getSnapshot,
  );
}

/** The signed-in user, or null. */
export function useUser(): User | null {
  return useSession().user;
}
