import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { lockKeys, withAdvisoryLock } from './advisory-lock.ts';
import type { Database } from './client.ts';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Applies the committed migrations that the database has not seen yet. On PostgreSQL several
 * processes may boot at once: each waits for the advisory lock, on the connection that then runs
 * the migrations, so the first applies them and the others find nothing left to do. The lock
 * ends with the connection when anything fails (withConnection discards it).
 */
export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    // One process per PGlite directory (db/lock.ts): nothing to race with.
    await migratePglite(database.db as never, { migrationsFolder });
    return;
  }
  await withAdvisoryLock(database, lockKeys.migrations, (connection) =>
    migratePg(connection!.db as never, { migrationsFolder }),
  );
}
