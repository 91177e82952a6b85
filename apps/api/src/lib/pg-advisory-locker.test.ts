import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createPgAdvisoryLocker, type PgAdvisoryLocker } from './pg-advisory-locker.ts';

const onPostgres = process.env.TEST_DB !== 'pglite' && !!process.env.TEST_DATABASE_URL;
if (!onPostgres) console.log('pg-advisory-locker: PostgreSQL only (TEST_DATABASE_URL unset)');

// Two lockers on one database play two API instances.
describe.runIf(onPostgres)('PostgreSQL advisory-lock locker', () => {
  let t: TestApp;
  let one: PgAdvisoryLocker;
  let two: PgAdvisoryLocker;
  const never = new AbortController().signal;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  beforeAll(async () => {
    t = await createTestApp({ WORKERS: 'off' });
    const url = t.database.url!;
    one = createPgAdvisoryLocker(url, { acquireTimeoutMs: 3000, retryMs: 20 });
    two = createPgAdvisoryLocker(url, { acquireTimeoutMs: 3000, retryMs: 20 });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await t?.close();
  });

  it('lets one holder at a time have an id, asks the holder to let go, then hands it over', async () => {
    const held = one.newLock('upload-1');
    let releaseAsked = 0;
    await held.lock(never, () => void releaseAsked++);

    const events: string[] = [];
    const waiting = two.newLock('upload-1');
    const acquired = waiting.lock(never, () => {}).then(() => events.push('second locked'));
    await expect.poll(() => releaseAsked, { timeout: 2000 }).toBeGreaterThan(0);
    await sleep(100);
    expect(events).toEqual([]);
    events.push('first unlocks');
    await held.unlock();
    await acquired;
    expect(events).toEqual(['first unlocks', 'second locked']);

    // Another id is never blocked by it.
    const other = one.newLock('upload-2');
    await other.lock(never, () => {});
    await other.unlock();
    await waiting.unlock();
  });

  it('gives up when the holder does not let go in time, or the request is aborted', async () => {
    const locker = createPgAdvisoryLocker(t.database.url!, { acquireTimeoutMs: 300, retryMs: 20 });
    const held = one.newLock('upload-3');
    await held.lock(never, () => {});
    await expect(locker.newLock('upload-3').lock(never, () => {})).rejects.toMatchObject({
      body: 'failed to acquire lock before timeout',
    });
    const abort = new AbortController();
    const aborted = two.newLock('upload-3').lock(abort.signal, () => {});
    abort.abort();
    await expect(aborted).rejects.toMatchObject({ status_code: 500 });
    await held.unlock();
    // Nothing was left locked by the attempts that failed.
    const after = locker.newLock('upload-3');
    await after.lock(never, () => {});
    await after.unlock();
    await locker.close();
  });

  it('asks the holder to stop when its connection (and so its lock) is lost', async () => {
    const held = one.newLock('upload-4');
    let releaseAsked = 0;
    await held.lock(never, () => void releaseAsked++);
    // Only the backend holding this lock, in this test's database (the server is shared).
    const { rows } = await t.database.executeSql(
      `select pg_terminate_backend(pid) as ended from pg_locks
        where locktype = 'advisory' and granted
          and database = (select oid from pg_database where datname = current_database())
          and ((classid::bigint << 32) | objid::bigint) = hashtextextended('tus:upload-4', 0)`,
    );
    expect(rows).toEqual([{ ended: true }]);
    await expect.poll(() => releaseAsked, { timeout: 2000 }).toBeGreaterThan(0);
    await held.unlock();
    // The lock went with the connection: another instance takes it at once.
    const next = two.newLock('upload-4');
    await next.lock(never, () => {});
    await next.unlock();
  });
});
