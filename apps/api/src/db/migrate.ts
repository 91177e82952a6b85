import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.ts';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Applies the committed migrations that the database has not seen yet. */
export async function migrate(database: Database): Promise<void> {
  // Both migrators read the same folder; the cast picks the driver-specific signature.
  const run = database.kind === 'pglite' ? migratePglite : migratePg;
  await run(database.db as never, { migrationsFolder });
}
