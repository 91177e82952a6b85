import { z } from 'zod';

export const languages = ['en', 'es', 'pt', 'tr'] as const;
export type Language = (typeof languages)[number];
export const languageSchema = z.enum(languages);
export const defaultLanguage: Language = 'en';

/** Picks a supported language from a free-form tag such as `pt-BR`, or undefined. */
export function matchLanguage(tag: string | null | undefined): Language | undefined {
  const base = tag?.trim().toLowerCase().slice(0, 2);
  return languages.find((l) => l === base);
}
