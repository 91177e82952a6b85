import type { LegalDocument, LegalPage } from '@soundpost/contracts/legal';
import type { Language } from '@soundpost/contracts/locales';

// The built-in texts the API also serves (packages/i18n/legal), in this page's chunk: the
// prerendered legal pages are rendered from them, and hydration must find the same text.
const texts = import.meta.glob<string>('../../../../../../packages/i18n/legal/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The built-in text of `page` in `lang`. */
export function defaultLegalDocument(page: LegalPage, lang: Language): LegalDocument {
  const entry = Object.entries(texts).find(([path]) => path.endsWith(`/${page}.${lang}.md`));
  return { page, lang, markdown: entry?.[1] ?? '', source: 'default' };
}
