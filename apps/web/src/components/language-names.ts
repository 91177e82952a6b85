import type { Language } from '../lib/languages.ts';

/** Each language in its own name: a reader finds their language whatever is active. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  pt: 'Português',
  tr: 'Türkçe',
};
