import type { Language } from '@soundpost/contracts/locales';

/**
 * The interface languages, mirrored from `@soundpost/contracts/locales`. That module builds a
 * zod schema at load time, so importing its values would put zod (≈25 KB gzip) into the
 * landing page's entry chunk; the type checks below keep the two lists identical.
 */
export const languages = ['en', 'es', 'pt', 'tr'] as const satisfies readonly Language[];
export const defaultLanguage: Language = 'en';

type Missing = Exclude<Language, (typeof languages)[number]>;
// Fails to compile when the contract gains a language this list lacks.
export const languagesComplete: [Missing] extends [never] ? true : never = true;

/** Picks a supported language from a free-form tag such as `pt-BR`, or undefined. */
export function matchLanguage(tag: string | null | undefined): Language | undefined {
  const base = tag?.trim().toLowerCase().slice(0, 2);
  return languages.find((l) => l === base);
}

export type { Language };
