import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { stores, type NewStoreRow, type StoreRow } from './stores.table.ts';

const excluded = (column: string) => sql.raw(`excluded."${column}"`);

/**
 * Inserts the catalogue's stores and refreshes the facts the catalogue owns (name, category,
 * major, premium-only) of those already there, unless an admin changed them
 * (`catalogueOverridden`: then only the category). Delivery settings, the party id and
 * `enabled` belong to the operator once the row exists; the catalogue may only switch a
 * closed service off, and fills a link template never set (null; an operator's "no link" is
 * empty, kept). Unchanged rows are not rewritten, so a restart writes nothing.
 */
export async function upsertStores(db: Db, rows: NewStoreRow[]): Promise<void> {
  const catalogue = (column: AnyPgColumn, name: string) =>
    sql`case when ${stores.catalogueOverridden} then ${column} else ${excluded(name)} end`;
  const name = catalogue(stores.name, 'name');
  const major = catalogue(stores.major, 'major');
  const premiumOnly = catalogue(stores.premiumOnly, 'premium_only');
  const enabled = sql`${stores.enabled} and ${excluded('enabled')}`;
  const linkTemplate = sql`coalesce(${stores.linkTemplate}, ${excluded('link_template')})`;
  await db
    .insert(stores)
    .values(rows)
    .onConflictDoUpdate({
      target: stores.id,
      set: {
        name,
        category: excluded('category'),
        major,
        premiumOnly,
        enabled,
        linkTemplate,
        updatedAt: sql`now()`,
      },
      setWhere: sql`(${stores.name}, ${stores.category}, ${stores.major}, ${stores.premiumOnly}, ${stores.enabled}, ${stores.linkTemplate})
        is distinct from (${name}, ${excluded('category')}, ${major}, ${premiumOnly}, ${enabled}, ${linkTemplate})`,
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

/** Every store, disabled ones too, for the admin's catalogue: majors first, then by name. */
export async function listAllStores(db: Db) {
  return db
    .select()
    .from(stores)
    .orderBy(desc(stores.major), asc(sql`lower(${stores.name})`), asc(stores.id));
}

/** One store row, locked until the transaction ends when `db` is one (for an update). */
/** The stores of these ids that exist, in no order. */
export const findStoresByIds = (db: Db, ids: string[]): Promise<StoreRow[]> =>
  ids.length ? db.select().from(stores).where(inArray(stores.id, ids)) : Promise.resolve([]);

export async function findStoreForUpdate(db: Db, id: string) {
  const [row] = await db.select().from(stores).where(eq(stores.id, id)).for('update');
  return row;
}

export async function findStore(db: Db, id: string) {
  const [row] = await db.select().from(stores).where(eq(stores.id, id));
  return row;
}

export async function updateStoreRow(db: Db, id: string, changes: Partial<NewStoreRow>) {
  const [row] = await db.update(stores).set(changes).where(eq(stores.id, id)).returning();
  return row!;
}
