import type { TrendImport } from '@soundpost/contracts/analytics';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/context.ts';
import { validationFailed } from '../../lib/errors.ts';
import { beforeCursor, decodeCursor, toPage } from '../../lib/page-cursor.ts';
import { isUuid } from '../../lib/uuid.ts';
import { userView } from '../users/index.ts';
import { trendImports, trendUnmatchedLines } from './analytics.table.ts';
import type { TrendImportRow } from './trend-import.ts';

const users = userView();

type Page = { cursor?: string; limit: number };

/** An import as the API shows it. */
export const toTrendImport = (row: TrendImportRow): TrendImport => ({
  id: row.id,
  store: row.store,
  format: row.format as TrendImport['format'],
  filename: row.filename,
  lines: row.lineCount,
  matched: row.matchedCount,
  firstDay: row.firstDay,
  lastDay: row.lastDay,
  replaced: row.replacedCount,
  createdAt: row.createdAt.toISOString(),
});

/** Past trend imports, newest first, with who ran them. */
export async function listTrendImports(ctx: AppContext, query: Page) {
  const rows = await ctx.db
    .select({ row: trendImports, userId: users.id, userName: users.name })
    .from(trendImports)
    .leftJoin(users, eq(users.id, trendImports.importedBy))
    .where(beforeCursor(decodeCursor(query.cursor), trendImports.createdAt, trendImports.id))
    .orderBy(desc(trendImports.createdAt), desc(trendImports.id))
    .limit(query.limit + 1);
  return toPage(
    rows.map((r) => ({ ...r, createdAt: r.row.createdAt, id: r.row.id })),
    query.limit,
    (r) => ({
      ...toTrendImport(r.row),
      importedBy: r.userId ? { id: r.userId, name: r.userName ?? '' } : null,
    }),
  );
}

/** The unmatched queue's cursor: the last line's import (instant and id) and line number. */
const lineCursor = {
  encode: (row: { createdAt: Date; importId: string; lineNumber: number }) =>
    Buffer.from(`${row.createdAt.toISOString()}|${row.importId}|${row.lineNumber}`).toString(
      'base64url',
    ),
  decode(cursor: string) {
    const [at, id, line] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
    const createdAt = new Date(at ?? '');
    if (!id || !isUuid(id) || Number.isNaN(createdAt.getTime()) || !/^\d{1,9}$/.test(line ?? '')) {
      throw validationFailed({ cursor: 'invalid' });
    }
    return { createdAt, id, line: Number(line) };
  },
};

/** Lines no track matched: the newest imports' first, each import's in line order. */
export async function listTrendUnmatched(ctx: AppContext, query: Page) {
  const cursor = query.cursor ? lineCursor.decode(query.cursor) : undefined;
  const rows = await ctx.db
    .select({ line: trendUnmatchedLines, createdAt: trendImports.createdAt })
    .from(trendUnmatchedLines)
    .innerJoin(trendImports, eq(trendImports.id, trendUnmatchedLines.importId))
    .where(
      cursor &&
        sql`(${trendImports.createdAt}, ${trendImports.id}, -${trendUnmatchedLines.lineNumber}) <
          (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid, ${-cursor.line})`,
    )
    .orderBy(
      desc(trendImports.createdAt),
      desc(trendImports.id),
      asc(trendUnmatchedLines.lineNumber),
    )
    .limit(query.limit + 1);
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map((r) => r.line),
    nextCursor:
      rows.length > query.limit && last
        ? lineCursor.encode({ ...last.line, createdAt: last.createdAt })
        : null,
  };
}
