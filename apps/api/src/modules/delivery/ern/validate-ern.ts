import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runTool } from '../../../lib/ffmpeg.ts';

export type XsdValidation = { valid: boolean; errors: string[] };

const schemaPath = fileURLToPath(
  new URL('../../../../ddex/ern43/release-notification.xsd', import.meta.url),
);
/** Loading the 3.5 MB schema takes about 0.2 s; a minute only catches a hung process. */
const timeoutMs = 60_000;
/** The first errors say what is wrong; hundreds more of the same kind would only fill logs. */
const maxErrors = 50;

/**
 * Validates one ERN 4.3 message against the vendored release-notification.xsd with Debian's
 * xmllint (libxml2). The XML goes through a temporary file rather than stdin so that the
 * process runs under lib/ffmpeg.ts's `runTool` fence (time limit, bounded output, no shell).
 * `--nonet`: xmllint never fetches anything. Messages are ours; ACKs are never given to it.
 */
export async function validateAgainstXsd(xml: string): Promise<XsdValidation> {
  const dir = await mkdtemp(join(tmpdir(), 'soundpost-ern-'));
  try {
    const file = join(dir, 'message.xml');
    await writeFile(file, xml, 'utf8');
    const lines: string[] = [];
    const run = await runTool('xmllint', ['--noout', '--nonet', '--schema', schemaPath, file], {
      timeoutMs,
      onStderrLine: (line) => {
        if (lines.length <= maxErrors) lines.push(line);
      },
    });
    const verdict = lines.at(-1);
    const errors = lines
      .filter((line) => line.startsWith(`${file}:`))
      .map((line) => line.slice(file.length + 1));
    // 0: valid, 3: invalid, 1: not well-formed (xmllint then prints no verdict line).
    if (run.exitCode === 0 && verdict === `${file} validates`) return { valid: true, errors: [] };
    if ((run.exitCode === 3 || run.exitCode === 1) && errors.length > 0)
      return { valid: false, errors };
    throw new Error(`xmllint failed (exit ${run.exitCode}): ${run.stderr.slice(-2000)}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
