import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * The PostgreSQL server of the PostgreSQL test pass, or why a test that needs one is skipped:
 * in the PGlite pass, or when no server answers at TEST_DATABASE_URL. The reason is printed, so
 * a skipped test is never mistaken for a passing one.
 */
export async function postgresServer(testName: string): Promise<string | undefined> {
  const url = process.env.TEST_DATABASE_URL;
  let reason: string | undefined;
  if (process.env.TEST_DB !== 'postgres') reason = 'runs in the PostgreSQL pass';
  else if (!url) reason = 'TEST_DATABASE_URL is not set';
  else if (!(await answers(url))) reason = `no PostgreSQL answers at ${redact(url)}`;
  if (!reason) return url;
  console.log(`[skipped] ${testName}: ${reason}`);
  return undefined;
}

/**
 * The PostgreSQL server the test apps use: TEST_DATABASE_URL, unless TEST_DB is `pglite` (then
 * undefined, and they run on PGlite).
 */
export const testServerUrl = () =>
  process.env.TEST_DB === 'pglite' ? undefined : process.env.TEST_DATABASE_URL;

/**
 * A new database on `serverUrl`: empty, or a copy of `template` (which nobody may be connected
 * to while it is copied); `drop()` removes it (also with connections left).
 *
 * Its sessions commit without waiting for the WAL to reach the disk (`synchronous_commit =
 * off`): a commit is visible to every other connection at once either way, and only a crash of
 * the server could lose the last ones, which no test does to the shared server. On CI's disk
 * each flush took 12-14 ms, and the tests commit thousands of times.
 */
export async function createDatabase(serverUrl: string, template?: string) {
  const name = `soundpost_test_${randomUUID().replace(/-/g, '')}`;
  await adminQuery(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  await adminQuery(serverUrl, `alter database ${name} set synchronous_commit = off`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

async function adminQuery(serverUrl: string, text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const redact = (url: string) => url.replace(/\/\/[^@/]*@/, '//');
