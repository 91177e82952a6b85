import type { User } from '@soundpost/contracts/users';
import type { BlockedDetails } from './api-error.ts';
import { storage } from './storage.ts';

/**
 * The signed-in user: app state shared by the route guard, the layout and every page.
 * Mirrored to localStorage `user` and trusted at start-up, then verified with the server
 * (`lib/session.ts`). A small store rather than a TanStack query so the landing page's entry
 * chunk does not carry TanStack Query; the query cache drops user data through `onUserChange`.
 */
export type SessionState = {
  user: User | null;
  /** True once the server was asked about this session, or a sign-in set it. */
  checked: boolean;
};

type Listener = () => void;
type UserChange = (previous: User | null, next: User | null) => void;

let state: SessionState = { user: storage.getUser(), checked: false };
const listeners = new Set<Listener>();
const userChangeListeners = new Set<UserChange>();

function setState(next: SessionState): void {
  const previous = state.user;
  state = next;
  if (previous?._id !== next.user?._id) {
    for (const listener of userChangeListeners) listener(previous, next.user);
  }
  for (const listener of listeners) listener();
}

export const sessionStore = {
  getSnapshot: (): SessionState => state,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** Called when the signed-in account changes (sign-in, sign-out, impersonation). */
  onUserChange(listener: UserChange) {
    userChangeListeners.add(listener);
    return () => void userChangeListeners.delete(listener);
  },
};

export function isBlocked(user: Pick<User, 'freeze' | 'banned'> | null | undefined): boolean {
  return Boolean(user && (user.freeze || user.banned));
}

/** Replaces the stored user after sign-in, impersonation or a profile change. */
export function setSessionUser(user: User): void {
  storage.setUser(user);
  setState({ user, checked: true });
}

/** Signs out locally: used before a login, at logout (even a failed one). */
export function endSession(): void {
  storage.clearSession();
  setState({ user: null, checked: true });
}

/** The server was asked (whatever the answer): guards stop waiting. */
export function markSessionChecked(): void {
  if (!state.checked) setState({ ...state, checked: true });
}

/** A 401 for the current session: forget the user so the route guard sends them to login. */
export function forgetUser(): void {
  storage.setUser(null);
  setState({ user: null, checked: true });
}

/** A 403 `account_blocked`: flag the stored user so the guard shows /account/blocked. */
export function markSessionBlocked(blocked: BlockedDetails | undefined): void {
  const current = state.user ?? storage.getUser();
  const details = blocked ?? { kind: 'freeze' as const, reason: current?.blockReason ?? null };
  const user: User = {
    ...(current ?? placeholderUser()),
    freeze: details.kind === 'freeze',
    banned: details.kind === 'banned',
    blockReason: details.reason,
  };
  storage.setUser(user);
  setState({ user, checked: true });
}

// A session cookie can outlive the stored user (cleared storage); the blocked page then only
// needs the block details, not the profile.
function placeholderUser(): User {
  return {
    _id: '',
    name: '',
    username: '',
    email: '',
    emailVerified: true,
    role: 'user',
    lang: 'en',
    subscription: { plan_name: 'lite' },
    freeze: false,
    banned: false,
    blockReason: null,
    impersonate: false,
    twofactorEnabled: false,
    createdAt: new Date(0).toISOString(),
  };
}
