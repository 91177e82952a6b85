import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settings } from '../../lib/settings.table.ts';
import { bannedWords, identifierCounters } from './release-settings.table.ts';

/** Inserts the setting unless it exists; true when this call inserted it. */
export async function insertSettingOnce(db: Db, key: string, value: unknown) {
  const rows = await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoNothing()
    .returning({ key: settings.key });
  return rows.length > 0;
}

export async function listBannedWords(db: Db) {
  return db.select().from(bannedWords).orderBy(asc(bannedWords.word));
}

export async function insertBannedWords(
  db: Db,
  rows: { word: string; addedBy: string | null; addedAt: Date }[],
) {
  if (rows.length === 0) return;
  await db.insert(bannedWords).values(rows).onConflictDoNothing();
}

export async function findBannedWord(db: Db, word: string) {
  const [row] = await db.select().from(bannedWords).where(eq(bannedWords.word, word));
  return row;
}

export async function deleteBannedWord(db: Db, word: string) {
  const rows = await db
    .delete(bannedWords)
    .where(eq(bannedWords.word, word))
    .returning({ word: bannedWords.word });
  return rows.length > 0;
}

/**
 * Takes the next `count` numbers of a range and answers the last one; the row lock it takes
 * keeps two submissions from getting the same numbers.
 */
export async function takeNumbers(db: Db, scope: string, count: number): Promise<number> {
  const [row] = await db
    .insert(identifierCounters)
    .values({ scope, last: count })
    .onConflictDoUpdate({
      target: identifierCounters.scope,
      set: { last: sql`${identifierCounters.last} + ${count}` },
    })
    .returning({ last: identifierCounters.last });
  return row!.last;
}
