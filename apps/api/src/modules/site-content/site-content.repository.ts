import { and, asc, eq, sql } from 'drizzle-orm';
import type { SitePage } from '@soundpost/contracts/site-content';
import type { Db } from '../../db/client.ts';
import { settings } from '../../lib/settings.table.ts';
import { siteEntries, type SiteEntryKind } from './site-content.table.ts';

type NewEntry = typeof siteEntries.$inferInsert;

const ordered = [asc(siteEntries.position), asc(siteEntries.id)];

/** Every entry of a kind, in its order. */
export const listEntries = (db: Db, kind: SiteEntryKind) =>
  db
    .select()
    .from(siteEntries)
    .where(eq(siteEntries.kind, kind))
    .orderBy(...ordered);

/** The entries one page shows, both kinds, in their order. */
export const listPageEntries = (db: Db, page: SitePage) =>
  db
    .select()
    .from(siteEntries)
    .where(sql`${siteEntries.pages} @> ${JSON.stringify([page])}::jsonb`)
    .orderBy(...ordered);

export const findEntry = async (db: Db, kind: SiteEntryKind, id: string) =>
  (
    await db
      .select()
      .from(siteEntries)
      .where(and(eq(siteEntries.kind, kind), eq(siteEntries.id, id)))
  )[0];

/** Adds entries after the last of their kind. */
export async function appendEntries(
  db: Db,
  kind: SiteEntryKind,
  rows: Omit<NewEntry, 'position' | 'kind'>[],
) {
  const [last] = await db
    .select({ max: sql<number | null>`max(${siteEntries.position})` })
    .from(siteEntries)
    .where(eq(siteEntries.kind, kind));
  const start = (last?.max ?? -1) + 1;
  return db
    .insert(siteEntries)
    .values(rows.map((row, i) => ({ ...row, kind, position: start + i })))
    .returning();
}

export const updateEntry = async (
  db: Db,
  kind: SiteEntryKind,
  id: string,
  set: Pick<NewEntry, 'fields' | 'pages' | 'updatedAt'>,
) =>
  (
    await db
      .update(siteEntries)
      .set(set)
      .where(and(eq(siteEntries.kind, kind), eq(siteEntries.id, id)))
      .returning()
  )[0];

export const deleteEntry = async (db: Db, kind: SiteEntryKind, id: string) =>
  (
    await db
      .delete(siteEntries)
      .where(and(eq(siteEntries.kind, kind), eq(siteEntries.id, id)))
      .returning({ id: siteEntries.id })
  ).length > 0;

export async function setPosition(db: Db, id: string, position: number, now: Date) {
  await db.update(siteEntries).set({ position, updatedAt: now }).where(eq(siteEntries.id, id));
}

/** Records that the defaults were written once; true when this call recorded it. */
export async function markSeeded(db: Db) {
  const rows = await db
    .insert(settings)
    .values({ key: 'site_content_seeded', value: true })
    .onConflictDoNothing()
    .returning({ key: settings.key });
  return rows.length > 0;
}
