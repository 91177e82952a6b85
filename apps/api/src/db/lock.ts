import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite has no lock of its own and two processes on one directory lose writes, so the
 * first process takes `<dir>/soundpost.pid` and a second one is refused with a clear message.
 */
export function lockDataDirectory(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'soundpost.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(file, 'utf8'));
      if (isRival(pid)) {
        throw new Error(
          `The embedded database in ${dir} is in use by process ${pid}. Stop it first, or set DATABASE_URL to run several processes on PostgreSQL.`,
          { cause: error },
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}`);
}

/**
 * Whether the pid in the file belongs to another live process. Our own pid there is stale: a
 * container restarted after a hard kill runs node again with the same pid (often 1), and an
 * open lock of this very process is never taken twice (the file is removed when it unlocks).
 */
function isRival(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
