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
      if (isAlive(pid)) {
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

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
