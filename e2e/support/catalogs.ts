import { readFileSync } from 'node:fs';

export const languages = ['en', 'es', 'pt', 'tr'] as const;
export type Language = (typeof languages)[number];

type Catalog = { [key: string]: string | Catalog };

const localesDir = new URL('../../packages/i18n/locales/', import.meta.url);

/**
 * A message of the app's catalogs, e.g. `message('es', 'auth', 'login.title')`, so journeys in
 * other languages find the same labels a user sees. Throws on a key that does not exist.
 */
export function message(lang: Language, ns: string, key: string): string {
  const catalog = JSON.parse(readFileSync(new URL(`${lang}/${ns}.json`, localesDir), 'utf8'));
  let value: string | Catalog = catalog as Catalog;
  for (const part of key.split('.')) {
    if (typeof value === 'string' || !(part in value)) {
      throw new Error(`no ${lang}/${ns} message ${key}`);
    }
    value = value[part]!;
  }
  if (typeof value !== 'string') throw new Error(`${lang}/${ns} ${key} is not a message`);
  return value;
}

/** A message with its {{placeholders}} filled in, as the app shows it. */
export function text(
  lang: Language,
  ns: string,
  key: string,
  values: Record<string, string | number> = {},
): string {
  return message(lang, ns, key).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(values[name]),
  );
}
