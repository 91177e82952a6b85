import type { TFunction } from 'i18next';
import type { AppContext } from '../../lib/context.ts';
import { formatUnits, parseDecimal, toUnits } from '../ledger/money.ts';
import { artistPartsSql, queryRoyaltyEntries } from './royalty-entries.ts';

const monthsSql = `
select to_char(e.posted_at at time zone 'UTC', 'YYYY-MM') as month,
  sum(e.amount)::text as amount, count(*)::int as lines
from (${artistPartsSql}) e
group by 1
order by 1 desc`;

/** The months (UTC) in which report lines credited the artist: one statement each. */
export async function listStatementMonths(ctx: AppContext, userId: string) {
  const { rows } = await ctx.database.executeSql(monthsSql, [userId]);
  return {
    items: (rows as { month: string; amount: string; lines: number }[]).map((row) => ({
      month: row.month,
      amount: formatUnits(BigInt(row.amount)),
      lines: row.lines,
    })),
  };
}

type Entry = Awaited<ReturnType<typeof queryRoyaltyEntries>>[number];

/**
 * The share applied to an entry, as the lines drawer shows it: "85%", or with a split
 * "85% × 30%" and the recoupment of the collaborator's costs when there was one.
 */
function shareText(e: Entry, t: TFunction) {
  if (!e.split) return `${e.sharePercent}%`;
  const values = { share: e.sharePercent, split: e.split.percent, amount: e.split.recouped };
  if (e.split.percent === null) return t('line.splitRecoup', values);
  return t(
    toUnits(parseDecimal(e.split.recouped)!) === 0n ? 'line.splitShare' : 'line.splitBoth',
    values,
  );
}

/** A month's statement: every credit posted in it (oldest first), its columns and its total. */
export async function statementFor(ctx: AppContext, userId: string, month: string, t: TFunction) {
  const entries = (await queryRoyaltyEntries(ctx, userId, { postedIn: month }, null)).reverse();
  const total = entries.reduce((sum, e) => sum + toUnits(parseDecimal(e.amount)!), 0n);
  const columns = [
    t('statement.posted'),
    t('statement.saleMonth'),
    t('statement.store'),
    t('statement.country'),
    t('statement.release'),
    t('statement.track'),
    t('statement.isrc'),
    t('statement.quantity'),
    t('statement.share'),
    t('statement.amount'),
    t('statement.report'),
  ];
  const rows = entries.map((e) => [
    e.postedAt.slice(0, 10),
    e.date.slice(0, 7),
    e.store,
    e.country,
    e.release?.title ?? '',
    e.track?.title ?? '',
    e.isrc,
    String(e.quantity),
    shareText(e, t),
    e.amount,
    `${e.report.filename ?? e.report.importId} #${e.report.lineNumber}`,
  ]);
  return { month, columns, rows, total: formatUnits(total) };
}
export type Statement = Awaited<ReturnType<typeof statementFor>>;

/**
 * A spreadsheet runs a cell that starts with = + - @ tab or CR as a formula: such cells get a
 * leading quote (OWASP "CSV injection"), then every cell is quoted.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function statementCsv(statement: Statement, t: TFunction): string {
  const lines = [statement.columns, ...statement.rows].map((row) => row.map(csvCell).join(','));
  const total = [t('statement.total'), ...Array(8).fill(''), statement.total, ''];
  return `${[...lines, total.map(csvCell).join(',')].join('\r\n')}\r\n`;
}
