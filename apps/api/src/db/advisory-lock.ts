import type { Connection, Database } from './client.ts';

/** Advisory-lock keys of the steps that several processes must not run at once. */
export const lockKeys = {
  /** Applying the committed migrations. */
  migrations: 7_536_011_520_260_001n,
  /** pg-boss creating or upgrading its schema (its own CREATE SCHEMA races otherwise). */
  jobQueue: 7_536_011_520_260_002n,
  /** A royalty import (a transaction lock): imports lock splits batch by batch (decision 035). */
  royaltyImport: 7_536_011_520_260_003n,
  /**
   * A writer of analytics facts (a transaction lock): a trend import, whose corrected report
   * replaces what it reads, or the smart-link counts' feed (decision 041).
   */
  analyticsFacts: 7_536_011_520_260_004n,
} as const;

/**
 * Runs `fn` while holding a PostgreSQL session advisory lock on a connection of its own, so
 * processes booting at once take turns; the lock ends with the connection when anything fails
 * (withConnection discards it). PGlite has one process per directory (db/lock.ts): `fn` runs
 * as it is.
 */
export async function withAdvisoryLock<T>(
  database: Database,
  key: bigint,
  fn: (connection?: Connection) => Promise<T>,
): Promise<T> {
  if (database.kind === 'pglite') return fn();
  return database.withConnection(async (connection) => {
    await connection.executeSql('select pg_advisory_lock($1)', [key.toString()]);
    const result = await fn(connection);
    await connection.executeSql('select pg_advisory_unlock($1)', [key.toString()]);
    return result;
  });
}
