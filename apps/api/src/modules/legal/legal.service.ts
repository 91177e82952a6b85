import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { legalPages, type LegalDocument, type LegalPage } from '@soundpost/contracts/legal';
import { legalPagePaths } from '@soundpost/contracts/legal-paths';
import type { Language } from '@soundpost/contracts/locales';
import type { AppContext } from '../../lib/context.ts';

// The built-in texts live beside the interface catalogues, in four languages.
const defaultsDir = new URL('./', import.meta.resolve('@soundpost/i18n/legal/terms.en.md'));

/** An operator's page larger than this is refused rather than sent to every visitor. */
const maxBytes = 256 * 1024;

async function readText(path: string | URL): Promise<string | null> {
  try {
    const text = await readFile(path, 'utf8');
    return Buffer.byteLength(text) <= maxBytes ? text : null;
  } catch {
    return null;
  }
}

const operatorFile = (dataDir: string, page: LegalPage, lang: string) =>
  join(dataDir, 'legal', `${page}.${lang}.md`);

/**
 * Whether the web page at `path` is a legal page with the operator's own text in `lang` (or
 * in English): its prerendered copy holds the built-in default and must not be served.
 */
export function hasOperatorLegalText(dataDir: string, path: string, lang: Language): boolean {
  const page = legalPages.find((p) => legalPagePaths[p] === path);
  return !!page && [lang, 'en'].some((l) => existsSync(operatorFile(dataDir, page, l)));
}

/**
 * A legal page in `lang`: the operator's Markdown under `DATA_DIR/legal/` (`terms.es.md`, or
 * their English `terms.en.md` rather than a default that may contradict it), else the
 * built-in default. Read on each request so an operator's edit shows without a restart.
 */
export async function findLegalDocument(
  ctx: AppContext,
  page: LegalPage,
  lang: Language,
): Promise<LegalDocument> {
  for (const candidate of new Set([lang, 'en'])) {
    const markdown = await readText(operatorFile(ctx.config.dataDir, page, candidate));
    if (markdown !== null) return { page, lang, markdown, source: 'operator' };
  }
  const markdown = await readText(new URL(`${page}.${lang}.md`, defaultsDir));
  return { page, lang, markdown: markdown ?? '', source: 'default' };
}
