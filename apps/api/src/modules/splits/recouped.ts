import type { Db } from '../../db/client.ts';
import { drizzleQuery } from './drizzle-query.ts';
import { recoupedSql } from './live-splits-sql.ts';
import type { SplitRow } from './splits.table.ts';

/** What each split has recouped so far (`recoupedSql`), by id. */
export async function recoupedUnits(db: Db, rows: Pick<SplitRow, 'id'>[]) {
  const recouped = new Map<string, bigint>();
  if (rows.length === 0) return recouped;
  const sums = await drizzleQuery(db)<{ id: string; recouped: string }>(
    `select s.id, ${recoupedSql('s')}::text as recouped from splits s where s.id = any($1::uuid[])`,
    [rows.map((row) => row.id)],
  );
  for (const row of sums.rows) recouped.set(row.id, BigInt(row.recouped));
  return recouped;
}
