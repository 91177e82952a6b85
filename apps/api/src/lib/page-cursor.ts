import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { validationFailed } from './errors.ts';
import { isUuid } from './uuid.ts';

/**
 * Lists are ordered by (createdAt desc, id desc); the cursor is the last row's pair, so a
 * page never repeats or skips rows when new ones arrive meanwhile.
 */
export type PageCursor = { createdAt: Date; id: string };

/** The opaque cursor of a row (base64url of its createdAt and id). */
export function encodeCursor(row: PageCursor): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');
}

/** The cursor's position; a tampered cursor is a 400 on the `cursor` field, not a 500. */
export function decodeCursor(cursor: string | undefined): PageCursor | undefined {
  if (!cursor) return undefined;
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  if (!id || !isUuid(id) || Number.isNaN(createdAt.getTime())) {
    throw validationFailed({ cursor: 'invalid' });
  }
  return { createdAt, id };
}

/** Splits the `limit + 1` rows a query fetched into a page and the next cursor. */
export function toPage<T extends PageCursor, R>(rows: T[], limit: number, map: (row: T) => R) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items: items.map(map),
    nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
  };
}

/** Rows after the cursor in (createdAt desc, id desc) order; no condition without a cursor. */
export function beforeCursor(cursor: PageCursor | undefined, createdAt: PgColumn, id: PgColumn) {
  if (!cursor) return undefined;
  return sql`(${createdAt}, ${id}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`;
}
