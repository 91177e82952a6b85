import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/** The rows of a raw statement run through Drizzle (`execute` types them per driver). */
export async function selectRows<T>(db: Db, statement: SQL) {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}
