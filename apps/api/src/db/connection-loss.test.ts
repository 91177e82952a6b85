import { mkdtempSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, postgresServer } from '../test/postgres.ts';
import {
  freePort,
  killAll,
  registerOverHttp,
  startProcess,
  waitForHealth,
} from '../test/processes.ts';
import { openDatabase } from './client.ts';
import { createPool } from './pg-pool.ts';

const server = await postgresServer('dropped database connections');
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  await killAll();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A user registered through the API (each from its own address), with its session cookie. */
const register = (base: string, n: number) =>
  registerOverHttp(base, { headers: { 'x-forwarded-for': `10.9.0.${n}` } });

describe.skipIf(!server)('the API when PostgreSQL drops its connections', () => {
  it('waits at start-up for a server that refuses connections at first, then opens it', async () => {
    const db = await createDatabase(server!);
    cleanups.push(db.drop);
    // A TCP door to PostgreSQL on a port where nothing listens for the first second.
    const port = await freePort();
    const target = new URL(db.url);
    const door = createServer((socket) => {
      const upstream = createConnection(Number(target.port || 5432), target.hostname);
      socket.pipe(upstream).pipe(socket);
      socket.on('error', () => upstream.destroy());
      upstream.on('error', () => socket.destroy());
    });
    setTimeout(() => door.listen(port, '127.0.0.1'), 1000);
    cleanups.push(() => new Promise((resolve) => door.close(resolve)));
    const url = new URL(db.url);
    url.host = `127.0.0.1:${port}`;
    const startedAt = Date.now();
    const database = await openDatabase({ url: url.toString() });
    cleanups.push(() => database.close());
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(900);
    expect((await database.executeSql('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('gives back a checked-out connection the server ends, so the pool never runs dry', async () => {
    const db = await createDatabase(server!);
    cleanups.push(db.drop);
    const pool = createPool(db.url);
    cleanups.push(() => pool.end());
    const client = await pool.connect();
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const ended = new Promise((resolve) => client.once('end', resolve));
    await pool.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
    await ended;
    // As Drizzle's transaction() does when its BEGIN fails: no release() reached.
    await expect(client.query('begin')).rejects.toThrow();
    expect(pool.totalCount - pool.idleCount).toBe(0);
    client.release(); // the caller's late release does nothing
    const again = await pool.connect();
    expect((await again.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    again.release();
  });

  it('answers the requests in flight 503 service_unavailable with Retry-After, and keeps running', async () => {
    const db = await createDatabase(server!);
    cleanups.push(db.drop);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const api = startProcess({
      NODE_ENV: 'test',
      DATABASE_URL: db.url,
      SESSION_SECRET: 'a-test-secret-that-is-long-enough-0123456789',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'soundpost-drop-')),
      PORT: String(port),
      APP_URL: base,
      CAPTCHA_BYPASS: 'bypass',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
    });
    await waitForHealth(api, base);
    const cookies = [await register(base, 1), await register(base, 2), await register(base, 3)];

    // Drops every connection of the app's database, over and over, as a failover would.
    const killer = new pg.Client({ connectionString: server });
    await killer.connect();
    cleanups.push(() => killer.end());
    let dropping = true;
    let kills = 0;
    const dropLoop = (async () => {
      while (dropping) {
        const { rowCount } = await killer.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [db.name],
        );
        kills += rowCount ?? 0;
        await new Promise((r) => setTimeout(r, 100));
      }
    })();

    // Eight clients writing releases and artists (transactions) during the drops.
    const answers: { status: number; code?: string; retryAfter: string | null }[] = [];
    const until = Date.now() + 6000;
    const client = async (n: number) => {
      for (let i = 0; Date.now() < until; i++) {
        const [path, body] =
          i % 2 ? ['/v1/releases', { title: `Drop ${n}-${i}` }] : ['/v1/artists', artist(n, i)];
        const res = await fetch(`${base}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: base, cookie: cookies[n % 3]! },
          body: JSON.stringify(body),
        });
        const json = (await res.json()) as { code?: string };
        answers.push({
          status: res.status,
          code: json.code,
          retryAfter: res.headers.get('retry-after'),
        });
      }
    };
    await Promise.all(Array.from({ length: 8 }, (_, n) => client(n)));
    dropping = false;
    await dropLoop;

    expect(kills).toBeGreaterThan(0);
    expect(api.child.exitCode).toBeNull();
    const unexpected = answers.filter((a) => a.status !== 201 && a.status !== 503);
    expect(unexpected).toEqual([]);
    const lost = answers.filter((a) => a.status === 503);
    expect(lost.length).toBeGreaterThan(0);
    expect(lost.every((a) => a.code === 'service_unavailable' && a.retryAfter === '2')).toBe(true);
    expect(api.output()).not.toMatch(/Unhandled 'error' event/);

    // And it answers as before once the database stays up.
    expect(await waitForHealth(api, base, 10_000)).toMatchObject({ status: 'ok', db: 'postgres' });
    const after = await fetch(`${base}/v1/releases`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie: cookies[0]! },
      body: JSON.stringify({ title: 'After the storm' }),
    });
    expect(after.status).toBe(201);
  }, 120_000);
});

const artist = (n: number, i: number) => ({
  name: `Drop Artist ${n}-${i}`,
  type: 'band',
  mainGenre: 'pop',
  country: 'BR',
});
