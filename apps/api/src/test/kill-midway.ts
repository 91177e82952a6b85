import { spawn } from 'node:child_process';
import type { TestApp } from './app.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sessions of the test database (PostgreSQL) inside a transaction that has written something. */
async function writers(t: TestApp) {
  const { rows } = await t.database.executeSql(
    `select count(*)::int as n from pg_stat_activity
     where datname = current_database() and backend_xid is not null and pid <> pg_backend_pid()`,
  );
  return (rows[0] as { n: number }).n;
}

/**
 * Runs `script` with `args` in a process of its own and kills it with SIGKILL midway, once its
 * transaction has been writing for a moment; answers the signal it ended by, once the server
 * has rolled its transaction back (when the connection dropped). PostgreSQL only.
 */
export async function killMidway(t: TestApp, script: string, args: string[]) {
  const child = spawn(process.execPath, [script, ...args], { stdio: 'ignore' });
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal)),
  );
  while ((await writers(t)) === 0) await sleep(20);
  await sleep(50);
  child.kill('SIGKILL');
  const signal = await exited;
  while ((await writers(t)) > 0) await sleep(20);
  return signal;
}
