import { useSyncExternalStore } from 'react';
import type { Integrations } from '@soundpost/contracts/instance';
import { readInstance } from '../../lib/instance.ts';
import { storage } from '../../lib/storage.ts';

/**
 * The visitor's answer to the consent banner (decision 056), per kind of tool: the support chat,
 * and product analytics with session recording. Null until they answer; kept in localStorage
 * (`consent`), so it outlives sign-out, and changed from the footer's "Cookie settings".
 */
export type Consent = { support: boolean; analytics: boolean };

const listeners = new Set<() => void>();
let settingsOpen = false;
/** The tools the operator turned on, once read; null before, or when every one is off. */
let offered: Integrations | null = null;
let reading: Promise<void> | undefined;

function parse(raw: string | null): Consent | null {
  try {
    const value: unknown = JSON.parse(raw ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { support, analytics } = value as Record<string, unknown>;
    return typeof support === 'boolean' && typeof analytics === 'boolean'
      ? { support, analytics }
      : null;
  } catch {
    return null;
  }
}

// The stored text last read, and its answer: a snapshot stays the same object until it changes.
let lastRaw: string | null | undefined;
let current: Consent | null = null;
function read(): Consent | null {
  const raw = storage.get('consent');
  if (raw !== lastRaw) {
    lastRaw = raw;
    current = parse(raw);
  }
  return current;
}
const notify = () => listeners.forEach((listener) => listener());

export const consentStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: read,
  /**
   * Stores the answer. Taking back a consent reloads the page: a tool's script, once run,
   * cannot be unloaded, and a fresh page loads only what is still allowed.
   */
  set(consent: Consent) {
    const before = read();
    const withdrawn =
      (before?.support && !consent.support) || (before?.analytics && !consent.analytics);
    storage.set('consent', JSON.stringify(consent));
    settingsOpen = false;
    notify();
    if (withdrawn) window.location.reload();
  },
  isSettingsOpen: () => settingsOpen,
  openSettings() {
    settingsOpen = true;
    notify();
  },
};

/** Reads once which tools are on (GET /v1/instance): nothing else is fetched when none is. */
export function readIntegrations() {
  reading ??= readInstance().then(
    ({ integrations }) => {
      if (integrations.chatwoot === null && integrations.posthog === null) return;
      offered = integrations;
      notify();
    },
    (error: unknown) => {
      reading = undefined;
      console.error(error);
    },
  );
  return reading;
}

/** The tools turned on, or null while unknown or when none is. */
export const useIntegrations = () =>
  useSyncExternalStore(
    consentStore.subscribe,
    () => offered,
    () => null,
  );

export const useConsent = () =>
  useSyncExternalStore(consentStore.subscribe, consentStore.get, () => null);

export const useConsentSettingsOpen = () =>
  useSyncExternalStore(consentStore.subscribe, consentStore.isSettingsOpen, () => false);
