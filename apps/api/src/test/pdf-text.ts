import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** The text pdftotext reads from a PDF (invoices, statements), laid out as on the page. */
export async function pdfText(pdf: Buffer) {
  const dir = await mkdtemp(join(tmpdir(), 'pdf-text-'));
  try {
    await writeFile(join(dir, 'f.pdf'), pdf);
    const { stdout } = await promisify(execFile)('pdftotext', ['-layout', join(dir, 'f.pdf'), '-']);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
