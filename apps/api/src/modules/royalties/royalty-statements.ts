import { randomUUID } from 'node:crypto';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../lib/context.ts';
import { formatUnits, parseDecimal, toUnits } from '../ledger/index.ts';
import { artistPartsSql, entryColumnsSql, entryOf, type EntryRow } from './royalty-entries.ts';

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

/** The instants a statement month (UTC, YYYY-MM) covers: `$2` ≤ posted_at < `$3`. */
export function monthBounds(month: string): [string, string] {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return [
    new Date(Date.UTC(year, number - 1, 1)).toISOString(),
    new Date(Date.UTC(year, number, 1)).toISOString(),
  ];
}

/** The parts posted in a month (`$2`, `$3`: monthBounds), oldest first. */
const statementSql = `
select ${entryColumnsSql}
where e.posted_at >= $2::timestamptz and e.posted_at < $3::timestamptz
order by e.posted_at, e.line_id`;

/** Rows a statement holds in memory at once. */
const batchRows = 2000;

/**
 * A month's entries, oldest first, a batch at a time: a cursor WITH HOLD (it outlives the
 * statement's implicit transaction, so on PGlite's one connection other requests' statements
 * still run between two fetches) keeps the rows in the database; the process holds one batch.
 */
export async function* statementEntries(ctx: AppContext, userId: string, month: string) {
  const cursor = `statement_${randomUUID().replaceAll('-', '')}`;
  const connection = await openConnection(ctx);
  let failure: unknown;
  try {
    await connection.executeSql(
      `declare ${cursor} no scroll cursor with hold for ${statementSql}`,
      [userId, ...monthBounds(month)],
    );
    try {
      for (;;) {
        const { rows } = await connection.executeSql(`fetch ${batchRows} from ${cursor}`);
        if (rows.length === 0) return;
        yield (rows as EntryRow[]).map(entryOf);
        if (rows.length < batchRows) return;
      }
    } finally {
      await connection.executeSql(`close ${cursor}`);
    }
  } catch (error) {
    failure = error;
    throw error;
  } finally {
    connection.release(failure);
  }
}

/**
 * One connection held until `release` (a cursor lives on its connection): withConnection's,
 * kept open across the generator's yields; released with an error, it is discarded.
 */
function openConnection(ctx: AppContext) {
  return new Promise<{
    executeSql: AppContext['database']['executeSql'];
    release: (failure?: unknown) => void;
  }>((resolve, reject) => {
    ctx.database
      .withConnection(
        (connection) =>
          new Promise<void>((done, fail) =>
            resolve({
              executeSql: connection.executeSql,
              release: (failure) => (failure === undefined ? done() : fail(failure)),
            }),
          ),
      )
      .catch(reject);
  });
}

export type StatementEntry = ReturnType<typeof entryOf>;

/**
 * The share applied to an entry, as the lines drawer shows it: "85%", or with a split
 * "85% × 30%" and the recoupment of the collaborator's costs when there was one.
 */
export function shareText(e: StatementEntry, t: TFunction) {
  if (!e.split) return `${e.sharePercent}%`;
  const values = { share: e.sharePercent, split: e.split.percent, amount: e.split.recouped };
  if (e.split.percent === null) return t('line.splitRecoup', values);
  return t(
    toUnits(parseDecimal(e.split.recouped)!) === 0n ? 'line.splitShare' : 'line.splitBoth',
    values,
  );
}
