import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Language } from '@soundpost/contracts/locales';
import { request, type TestApp } from '../../test/app.ts';
import { createUser, signIn } from '../../test/factories.ts';

/** A signed-in free artist with an API client. */
export async function freeArtist(t: TestApp, lang: Language = 'en') {
  const user = await createUser(t, { plan: 'lite', lang });
  return { user, api: request(t.app, await signIn(t, user)) };
}

/** The text pdftotext reads from a PDF. */
export async function pdfText(pdf: Buffer) {
  const dir = await mkdtemp(join(tmpdir(), 'invoice-'));
  try {
    await writeFile(join(dir, 'i.pdf'), pdf);
    const { stdout } = await promisify(execFile)('pdftotext', ['-layout', join(dir, 'i.pdf'), '-']);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
