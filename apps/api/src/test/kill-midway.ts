import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './app.ts';
import { createUser, signIn, type TestUser } from './factories.ts';

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

/**
 * For tests that kill imports: an app with workers off, a signed-in administrator and a work
 * folder, made before the file's tests and gone after them. Read its fields inside the tests.
 */
export function importsUnderFire(folder: string) {
  const fire = {} as { t: TestApp; admin: TestUser; adminCookie: string; work: string };
  beforeAll(async () => {
    fire.work = mkdtempSync(join(tmpdir(), folder));
    fire.t = await createTestApp({ WORKERS: 'off' });
    fire.admin = await createUser(fire.t, { role: 'admin' });
    fire.adminCookie = await signIn(fire.t, fire.admin);
  });
  afterAll(async () => {
    rmSync(fire.work, { recursive: true, force: true });
    await fire.t?.close();
  });
  return fire;
}

/** How many rows each of `tables` holds, by the names given. */
export async function rowCounts<K extends string>(t: TestApp, tables: Record<K, string>) {
  const counts = Object.entries(tables).map(
    ([name, table]) => `(select count(*) from ${table as string})::int as ${name}`,
  );
  const { rows } = await t.database.executeSql(`select ${counts.join(', ')}`);
  return rows[0] as Record<K, number>;
}
