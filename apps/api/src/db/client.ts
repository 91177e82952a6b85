import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { fromPglite } from 'pg-boss';
import { isConnectionError } from './connection-errors.ts';
import { createPool } from './pg-pool.ts';
import { pgliteSqlTransaction, pgSqlTransaction, type SqlTransaction } from './sql-transaction.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The one database of a process: Drizzle plus a raw SQL door for pg-boss and migrations. */
export type Database = {
  kind: 'pglite' | 'postgres';
  /** PostgreSQL: the connection string, for the few parts that need connections of their own. */
  url?: string;
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
  /**
   * Runs `fn` on one connection held for its whole duration (PostgreSQL session state such as an
   * advisory lock lives on a connection). A connection `fn` failed on is discarded, not reused.
   */
  withConnection: <T>(fn: (connection: Connection) => Promise<T>) => Promise<T>;
  /** A transaction in plain SQL with COPY, for bulk jobs (the royalty import). */
  sqlTransaction: SqlTransaction;
  close: () => Promise<void>;
};

export type Connection = {
  db: Db;
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
};

/** A SQL string literal (standard_conforming_strings is on in both PGlite and PostgreSQL). */
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * Waits up to 30 s for the server's first answer while it refuses connections, is starting up or
 * has no connection slot free (53300): processes started together with the database, or while
 * another deployment holds its connections, come up instead of exiting. Any other error stops
 * start-up at once.
 */
async function firstAnswer(pool: pg.Pool, ms = 30_000) {
  const startedAt = Date.now();
  for (;;) {
    try {
      await pool.query('select 1');
      return;
    } catch (error) {
      const busy = (error as { code?: unknown }).code === '53300';
      if (!(busy || isConnectionError(error)) || Date.now() - startedAt > ms) throw error;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

/**
 * Opens PostgreSQL when a URL is given, else PGlite: the instance given (tests start from a
 * migrated copy), or one in `dir` (in memory when dir is undefined).
 */
export async function openDatabase(opts: {
  url?: string;
  dir?: string;
  pglite?: PGlite;
}): Promise<Database> {
  if (opts.url) {
    const pool = createPool(opts.url);
    await firstAnswer(pool);
    return {
      kind: 'postgres',
      url: opts.url,
      db: drizzlePg(pool, { schema }) as unknown as Db,
      executeSql: (text, values) => pool.query(text, values as unknown[]),
      jobsDb: { executeSql: (text, values) => pool.query(text, values as unknown[]) },
      // node-postgres prepares a named query once per pooled connection.
      queryPrepared: async (name, text, values) => (await pool.query({ name, text, values })).rows,
      async withConnection(fn) {
        const client = await pool.connect();
        let failure: Error | undefined;
        try {
          return await fn({
            db: drizzlePg(client, { schema }) as unknown as Db,
            executeSql: (text, values) => client.query(text, values as unknown[]),
          });
        } catch (error) {
          failure = error instanceof Error ? error : new Error(String(error));
          throw error;
        } finally {
          // Released with the error, the pool closes the connection: whatever it held ends too.
          client.release(failure);
        }
      },
      sqlTransaction: pgSqlTransaction(pool),
      close: () => pool.end(),
    };
  }
  const client = opts.pglite ?? (await PGlite.create(opts.dir));
  const preparing = new Map<string, Promise<unknown>>();
  const connection: Connection = {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    executeSql: (text, values) => client.query(text, values as unknown[]),
  };
  return {
    kind: 'pglite',
    ...connection,
    jobsDb: fromPglite(client) as Database['jobsDb'],
    // PGlite plans every extended-protocol query anew; PREPARE/EXECUTE keeps the plan.
    async queryPrepared(name, text, values) {
      // One PREPARE per name, even when the first requests arrive together.
      if (!preparing.has(name)) preparing.set(name, client.exec(`prepare ${name} as ${text}`));
      await preparing.get(name);
      const [result] = await client.exec(`execute ${name}(${values.map(literal).join(', ')})`);
      return (result?.rows ?? []) as Record<string, unknown>[];
    },
    // PGlite is one connection already.
    withConnection: (fn) => fn(connection),
    sqlTransaction: pgliteSqlTransaction(client),
    close: () => client.close(),
  };
}
