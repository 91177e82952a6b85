import { describe, expect, it } from 'vitest';
import { languages } from '@soundpost/contracts/locales';
import { errorCodes } from '@soundpost/contracts/errors';
import { loadResources } from './index.ts';

type Tree = { [k: string]: string | Tree };
const flatten = (o: Tree, pre = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(o).flatMap(([k, val]) =>
      typeof val === 'string' ? [[pre + k, val]] : Object.entries(flatten(val, `${pre}${k}.`)),
    ),
  );

const resources = loadResources() as Record<string, Record<string, Tree>>;
const en = resources.en ?? {};

describe('locales', () => {
  for (const lang of languages.filter((l) => l !== 'en')) {
    it(`${lang} has every key of en, and no extra ones`, () => {
      const missing: string[] = [];
      const extra: string[] = [];
      for (const [ns, tree] of Object.entries(en)) {
        const want = Object.keys(flatten(tree));
        const have = Object.keys(flatten(resources[lang]?.[ns] ?? {}));
        missing.push(...want.filter((k) => !have.includes(k)).map((k) => `${ns}:${k}`));
        extra.push(...have.filter((k) => !want.includes(k)).map((k) => `${ns}:${k}`));
      }
      expect(missing).toEqual([]);
      expect(extra).toEqual([]);
    });

    it(`${lang} keeps the interpolation variables of en`, () => {
      const vars = (s: string) => [...s.matchAll(/{{\s*(\w+)/g)].map((m) => m[1]).sort();
      const wrong: string[] = [];
      for (const [ns, tree] of Object.entries(en)) {
        const other = flatten(resources[lang]?.[ns] ?? {});
        for (const [k, text] of Object.entries(flatten(tree))) {
          if (other[k] !== undefined && vars(other[k]).join() !== vars(text).join())
            wrong.push(`${ns}:${k}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }

  it('every API error code has a message', () => {
    const keys = Object.keys(flatten(en.errors ?? {}));
    expect(errorCodes.filter((c) => !keys.includes(c))).toEqual([]);
  });

  // The register of each language (issue 9): Turkish speaks to the artist as "siz", Portuguese
  // is Brazil's. Words of the other register found here are slips.
  const slips = (lang: string, pattern: RegExp) =>
    Object.entries(resources[lang] ?? {}).flatMap(([ns, tree]) =>
      Object.entries(flatten(tree))
        .filter(([, text]) => pattern.test(text))
        .map(([k, text]) => `${ns}:${k} ${text}`),
    );

  it('tr addresses the reader formally', () => {
    // Whole words: Turkish letters such as "ı" are not word characters to `\b`.
    expect(slips('tr', /(?<!\p{L})(senin|sana|seni|geldin|yayının için)(?!\p{L})/iu)).toEqual([]);
  });

  it('pt is Brazilian Portuguese', () => {
    expect(
      slips(
        'pt',
        /\b(palavras?-passe|ficheiros?|equipa|utilizador(es)?|ligaç(ão|ões)|definições|está a \w+r)\b/i,
      ),
    ).toEqual([]);
  });
});
