import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LegalDocument, LegalPage } from '@soundpost/contracts/legal';
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
  const operatorDir = join(ctx.config.dataDir, 'legal');
  for (const candidate of new Set([lang, 'en'])) {
    const markdown = await readText(join(operatorDir, `${page}.${candidate}.md`));
    if (markdown !== null) return { page, lang, markdown, source: 'operator' };
  }
  const markdown = await readText(new URL(`${page}.${lang}.md`, defaultsDir));
  return { page, lang, markdown: markdown ?? '', source: 'default' };
}
