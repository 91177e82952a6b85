import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stores, type NewStoreRow } from './stores.table.ts';

const excluded = (column: string) => sql.raw(`excluded."${column}"`);

/**
 * Inserts the catalogue's stores and refreshes the facts the catalogue owns (name, category,
 * major, premium-only) of those already there. Delivery settings, the party id and `enabled`
 * belong to the operator once the row exists; the catalogue may only switch a closed service
 * off. Unchanged rows are not rewritten, so a restart writes nothing.
 */
export async function upsertStores(db: Db, rows: NewStoreRow[]): Promise<void> {
  const enabled = sql`${stores.enabled} and ${excluded('enabled')}`;
  await db
    .insert(stores)
    .values(rows)
    .onConflictDoUpdate({
      target: stores.id,
      set: {
        name: excluded('name'),
        category: excluded('category'),
        major: excluded('major'),
        premiumOnly: excluded('premium_only'),
        enabled,
        updatedAt: sql`now()`,
      },
      setWhere: sql`(${stores.name}, ${stores.category}, ${stores.major}, ${stores.premiumOnly}, ${stores.enabled})
        is distinct from (${excluded('name')}, ${excluded('category')}, ${excluded('major')}, ${excluded('premium_only')}, ${enabled})`,
    });
}

/** The stores releases can go to: majors first, then by name. */
export async function listEnabledStores(db: Db) {
  return db
    .select({
      id: stores.id,
      name: stores.name,
      category: stores.category,
      major: stores.major,
      premiumOnly: stores.premiumOnly,
    })
    .from(stores)
    .where(eq(stores.enabled, true))
    .orderBy(desc(stores.major), asc(sql`lower(${stores.name})`), asc(stores.id));
}
