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
  /**
   * Runs a named statement that the database plans once and reuses: for the few queries on
   * every request (the session lookup), where planning would cost more than running.
   */
  queryPrepared: (
    name: string,
    text: string,
    values: string[],
  ) => Promise<Record<string, unknown>[]>;
  close: () => Promise<void>;
};

/** A SQL string literal (standard_conforming_strings is on in both PGlite and PostgreSQL). */
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

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
      // node-postgres prepares a named query once per pooled connection.
      queryPrepared: async (name, text, values) => (await pool.query({ name, text, values })).rows,
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create(opts.dir);
  const preparing = new Map<string, Promise<unknown>>();
  return {
    kind: 'pglite',
    db: drizzlePglite(client, { schema }) as unknown as Db,
    executeSql: (text, values) => client.query(text, values as unknown[]),
    jobsDb: fromPglite(client) as Database['jobsDb'],
    // PGlite plans every extended-protocol query anew; PREPARE/EXECUTE keeps the plan.
    async queryPrepared(name, text, values) {
      // One PREPARE per name, even when the first requests arrive together.
      if (!preparing.has(name)) preparing.set(name, client.exec(`prepare ${name} as ${text}`));
      await preparing.get(name);
      const [result] = await client.exec(`execute ${name}(${values.map(literal).join(', ')})`);
      return (result?.rows ?? []) as Record<string, unknown>[];
    },
    close: () => client.close(),
  };
}
