import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, languages, matchLanguage, type Language } from './languages.ts';
import { storage } from './storage.ts';

export const namespaces = [
  'common',
  'errors',
  'validation',
  'auth',
  'account',
  'landing',
  'dashboard',
  'admin',
  'artists',
  'artwork',
  'releases',
  'wizard',
  'store-admin',
  'prereview',
  'delivery',
  'review',
  'plans',
  'payouts',
  'royalties',
  'splits',
  'analytics',
  'analytics-admin',
  'banners',
  'cover-art',
  'lyrics',
  'mastering',
  'playlists',
  'smart-links',
  'forms',
  'blog',
  'presave',
  'tools',
  'referrals',
  'catalogue',
] as const;
export type Namespace = (typeof namespaces)[number];

// One chunk per language and catalog: a page loads only the namespaces it uses, in the active
// language only. Every catalog file is matched, so a namespace listed above can never be
// missing here (the server-only ones, e-mails, are chunks nobody loads).
const catalogs = import.meta.glob<{ default: Record<string, unknown> }>('./*/*.json', {
  base: '../../../../packages/i18n/locales',
});

const lazyCatalogs: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = catalogs[`./${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No catalog ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * Spec section 1: the stored choice, then `?lang=`, then the browser, then English. The server
 * picks a prerendered page's language in the same order (apps/api/src/plugins/web-language.ts).
 */
export function detectLanguage(): Language {
  if (typeof window === 'undefined') return defaultLanguage; // the build-time prerender
  const fromQuery = new URLSearchParams(window.location.search).get('lang');
  return (
    matchLanguage(storage.get('language')) ??
    matchLanguage(fromQuery) ??
    navigator.languages.map((tag) => matchLanguage(tag)).find(Boolean) ??
    defaultLanguage
  );
}

/** Switches the interface language and remembers it as the visitor's choice. */
export async function chooseLanguage(language: Language): Promise<void> {
  storage.set('language', language);
  mirrorLanguageCookie(language);
  await i18next.changeLanguage(language);
}

/** The server reads the stored choice from this cookie to send a page in that language. */
function mirrorLanguageCookie(language: string | null): void {
  if (language) document.cookie = `language=${language}; path=/; max-age=31536000; samesite=lax`;
}

export function currentLanguage(): Language {
  return matchLanguage(i18next.resolvedLanguage) ?? defaultLanguage;
}

if (typeof document !== 'undefined') {
  // A choice stored before the cookie existed reaches the server from the next page on.
  mirrorLanguageCookie(storage.get('language'));
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
}

export const i18nReady = i18next
  .use(lazyCatalogs)
  .use(initReactI18next)
  .init({
    lng: detectLanguage(),
    // The language is set now, not a task later: a page's route may ask for its catalogs
    // while the common one is still on its way (main.tsx), and would otherwise ask for none.
    initAsync: false,
    supportedLngs: [...languages],
    // Every key exists in every language (packages/i18n tests it), so no fallback catalog
    // is downloaded next to the active one.
    fallbackLng: false,
    load: 'languageOnly',
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    // With no fallback, a missing key renders as the raw key. Say so in the console, where
    // the e2e journeys (e2e/tests/i18n.spec.ts) fail on it; there is no backend to save to.
    saveMissing: true,
    missingKeyHandler: (lngs, ns, key) =>
      console.error('i18n missing key', lngs.join(','), ns, key),
    react: { useSuspense: true },
  });

export { i18next as i18n };
