import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, postgresServer } from '../test/postgres.ts';
import { openDatabase, type Database } from './client.ts';
import { lockKeys } from './advisory-lock.ts';
import { migrate } from './migrate.ts';
import { createQueue } from '../lib/queue.ts';
import pino from 'pino';

const server = await postgresServer('concurrent migrations');
const journal = JSON.parse(
  readFileSync(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: unknown[] };

const opened: Database[] = [];
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(opened.map((d) => d.close()));
  for (const drop of drops) await drop();
});

async function freshDatabase() {
  const created = await createDatabase(server!);
  drops.push(created.drop);
  return created.url;
}

async function open(url: string) {
  const database = await openDatabase({ url });
  opened.push(database);
  return database;
}

describe.skipIf(!server)('migrations on PostgreSQL', () => {
  it('six processes migrating an empty database at once all succeed, each migration applied once', async () => {
    const url = await freshDatabase();
    // Separate pools, as separate processes would have.
    const databases = await Promise.all(Array.from({ length: 6 }, () => open(url)));
    const results = await Promise.allSettled(databases.map((d) => migrate(d)));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);

    const { rows } = await databases[0]!.executeSql(
      'select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash',
    );
    expect(rows).toHaveLength(journal.entries.length);
    expect(rows.every((r) => (r as { n: number }).n === 1)).toBe(true);
    // And the lock is free again.
    const { rows: free } = await databases[0]!.executeSql(
      'select pg_try_advisory_lock($1) as ok, pg_advisory_unlock($1)',
      [lockKeys.migrations.toString()],
    );
    expect(free).toEqual([{ ok: true, pg_advisory_unlock: true }]);
  });

  it('six job queues starting at once on an empty database all come up (pg-boss creates its schema once)', async () => {
    const url = await freshDatabase();
    const databases = await Promise.all(Array.from({ length: 6 }, () => open(url)));
    const queues = databases.map((d) => createQueue(d, pino({ level: 'silent' })));
    const results = await Promise.allSettled(queues.map((q) => q.start({ work: false })));
    await Promise.all(queues.map((q) => q.stop()));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const { rows } = await databases[0]!.executeSql(
      "select count(*)::int as n from pg_namespace where nspname = 'pgboss'",
    );
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('a connection that fails while holding the lock gives it back', async () => {
    const url = await freshDatabase();
    const [a, b] = [await open(url), await open(url)];
    await expect(
      a.withConnection(async ({ executeSql }) => {
        await executeSql('select pg_advisory_lock($1)', [lockKeys.migrations.toString()]);
        throw new Error('migration failed');
      }),
    ).rejects.toThrow('migration failed');
    await migrate(b);
    const { rows } = await b.executeSql(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(rows).toEqual([{ n: journal.entries.length }]);
  });
});
