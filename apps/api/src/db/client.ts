import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { fromPglite } from 'pg-boss';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The one database of a process: Drizzle plus a raw SQL door for pg-boss and migrations. */
export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  /** What pg-boss runs its SQL through: the pg pool, or PGlite with multi-statement support. */
  jobsDb: { executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> };
  close: () => Promise<void>;
};

/** Opens PostgreSQL when a URL is given, else PGlite in `dir` (or in memory when dir is undefined). */
export async function openDatabase(opts: { url?: string; dir?: string }): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 20 });
    // An idle connection the server ends (restart, failover, a dropped test database) must not
    // crash the process; the pool replaces it on the next query.
    pool.on('error', () => {});
    await pool.query('select 1');
    return {
      kind: 'postgres',
      db: drizzlePg(pool, { schema }) as unknown as Db,
      executeSql: (text, values) => pool.query(text, values as unknown[]),
      jobsDb: { executeSql: (text, values) => pool.query(text, values as unknown[]) },
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create(opts.dir);
  return {
    kind: 'pglite',
    db: drizzlePglite(client, { schema }) as unknown as Db,
    executeSql: (text, values) => client.query(text, values as unknown[]),
    jobsDb: fromPglite(client) as Database['jobsDb'],
    close: () => client.close(),
  };
}
