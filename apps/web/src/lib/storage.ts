import type { User } from '@soundpost/contracts/users';

/**
 * Every key the app keeps in localStorage: those of spec section 3, and the visitor's answer
 * to the consent banner (decision 056).
 */
export const storageKeys = [
  'user',
  'language',
  'theme',
  'referral',
  'utm_campaign',
  'utm_medium',
  'utm_source',
  'consent',
] as const;
export type StorageKey = (typeof storageKeys)[number];

/** Visitor preferences and attribution survive sign-in and sign-out; the rest is the session. */
const keptOnClear: readonly StorageKey[] = [
  'language',
  'theme',
  'referral',
  'utm_campaign',
  'utm_medium',
  'utm_source',
  'consent',
];

// Storage can throw (private mode, disabled cookies); the app must still run without it.
function read(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: StorageKey, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value simply does not persist.
  }
}

function isUser(value: unknown): value is User {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as User)._id === 'string' &&
    typeof (value as User).freeze === 'boolean'
  );
}

export const storage = {
  get: read,
  set: write,

  getUser(): User | null {
    const raw = read('user');
    if (!raw) return null;
    try {
      const parsed: unknown = JSON.parse(raw);
      return isUser(parsed) ? parsed : null;
    } catch {
      return null;
    }
  },

  setUser(user: User | null): void {
    write('user', user ? JSON.stringify(user) : null);
  },

  /** Clears local storage except the visitor's language, theme, referral, UTM values and consent. */
  clearSession(): void {
    try {
      for (const key of Object.keys(window.localStorage)) {
        if (!(keptOnClear as readonly string[]).includes(key)) window.localStorage.removeItem(key);
      }
    } catch {
      // Storage unavailable: there is nothing stored to clear.
    }
  },
};
