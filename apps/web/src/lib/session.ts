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

/** The id of the app shell's session element (apps/api/src/plugins/web.ts writes it). */
const sessionElementId = 'session-user';

/**
 * The user the server named in the app shell it sent for this page load, from the request's
 * own session cookie (a `<script type="application/json">`), or null. Read once: the element
 * is removed, so nothing later on the page finds the user's data in the document.
 */
export function takeShellUser(doc: Document = document): User | null {
  const element = doc.getElementById(sessionElementId);
  if (!element) return null;
  element.remove();
  try {
    const user: unknown = JSON.parse(element.textContent ?? '');
    const valid =
      typeof user === 'object' &&
      user !== null &&
      typeof (user as User)._id === 'string' &&
      typeof (user as User).freeze === 'boolean';
    return valid ? (user as User) : null;
  } catch {
    return null;
  }
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
