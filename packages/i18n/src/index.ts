import { readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import i18next, { type i18n, type Resource } from 'i18next';
import { defaultLanguage, languages, type Language } from '@soundpost/contracts/locales';

const localesDir = new URL('../locales/', import.meta.url);

/** All catalogs read from disk: language -> namespace -> keys. For the server and tests. */
export function loadResources(): Resource {
  const resources: Resource = {};
  for (const lang of languages) {
    const dir = new URL(`${lang}/`, localesDir);
    resources[lang] = Object.fromEntries(
      readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => [basename(f, '.json'), JSON.parse(readFileSync(new URL(f, dir), 'utf8'))]),
    );
  }
  return resources;
}

/** A server-side i18next instance with every language loaded; use `getFixedT(lang)` per request. */
export async function createServerI18n(): Promise<i18n> {
  const instance = i18next.createInstance();
  const resources = loadResources();
  await instance.init({
    resources,
    lng: defaultLanguage,
    fallbackLng: defaultLanguage,
    supportedLngs: [...languages],
    ns: Object.keys(resources[defaultLanguage] ?? {}),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

export type { Language };
