import type { Db } from '../../db/client.ts';
import { drizzleQuery } from './drizzle-query.ts';
import { recoupedSql, type LinesRecoupedSql } from './live-splits-sql.ts';
import type { SplitRow } from './splits.table.ts';

/**
 * What the royalty lines have recouped for a split: the text of royalties' `linesRecoupedSql`
 * (line-recoupment.ts there), which the calls below cannot be given, their callers being the
 * splits routes, and splits cannot import royalties (royalties imports splits). Still a reach
 * into a table of royalties (the module-boundaries rule names it): until the composition root
 * passes royalties' rule in, keep the two texts the same.
 */
const linesRecouped: LinesRecoupedSql = (splitId) =>
  `coalesce((select sum(x.recoup_amount) from royalty_line_splits x
     where x.split_id = ${splitId} and x.recoup_amount <> 0), 0)`;

/** What each split has recouped so far (`recoupedSql`), by id. */
export async function recoupedUnits(db: Db, rows: Pick<SplitRow, 'id'>[]) {
  const recouped = new Map<string, bigint>();
  if (rows.length === 0) return recouped;
  const sums = await drizzleQuery(db)<{ id: string; recouped: string }>(
    `select s.id, ${recoupedSql('s', linesRecouped)}::text as recouped
     from splits s where s.id = any($1::uuid[])`,
    [rows.map((row) => row.id)],
  );
  for (const row of sums.rows) recouped.set(row.id, BigInt(row.recouped));
  return recouped;
}
