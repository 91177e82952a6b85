import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { lockDataDirectory } from '../../db/lock.ts';

/** The file that marks a data directory as the demo's own, so a later run may wipe it. */
const marker = '.soundpost-demo';

/** The demo's data directory, or a refusal that says why it cannot be used. */
export class DemoDirRefused extends Error {}

/**
 * Empties `dir` for a fresh demo instance and marks it as the demo's. Refused while a server
 * holds its embedded database (the lock file of db/lock.ts), and when the directory holds data
 * that no demo run made: DATA_DIR=./data by mistake must not wipe a real instance.
 */
export function freshDemoDirectory(dir: string) {
  if (existsSync(dir) && readdirSync(dir).length > 0 && !existsSync(join(dir, marker))) {
    throw new DemoDirRefused(
      `${dir} holds data that npm run demo did not create; it is left alone. Choose another DATA_DIR (the demo's default is ./data-demo), or remove that directory yourself.`,
    );
  }
  let unlock: () => void;
  try {
    unlock = lockDataDirectory(join(dir, 'db'));
  } catch (error) {
    throw new DemoDirRefused(
      `The demo cannot start afresh: ${(error as Error).message} (a running npm run demo or npm run serve on DATA_DIR=${dir}).`,
      { cause: error },
    );
  }
  unlock();
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, marker), 'Made by npm run demo; the next run wipes this directory.\n');
  return lockDataDirectory(join(dir, 'db'));
}
