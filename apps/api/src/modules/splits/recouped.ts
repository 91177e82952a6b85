import { and, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { royaltyLineSplits } from '../royalties/royalties.table.ts';
import type { SplitRow } from './splits.table.ts';

/**
 * What each split has recouped so far (never stored): the sum of its lines' recoupment (read
 * from its rows that recouped, which an index holds), plus what the splits it replaced had
 * recouped of the same costs.
 */
export async function recoupedUnits(db: Db, rows: Pick<SplitRow, 'id' | 'recoupedBeforeUnits'>[]) {
  const recouped = new Map(rows.map((row) => [row.id, row.recoupedBeforeUnits]));
  if (rows.length === 0) return recouped;
  const sums = await db
    .select({
      splitId: royaltyLineSplits.splitId,
      sum: sql<string>`sum(${royaltyLineSplits.recoupAmount})::text`,
    })
    .from(royaltyLineSplits)
    .where(
      and(
        inArray(
          royaltyLineSplits.splitId,
          rows.map((row) => row.id),
        ),
        // The index's own predicate, so the planner knows it covers these rows.
        sql`${royaltyLineSplits.recoupAmount} <> 0`,
      ),
    )
    .groupBy(royaltyLineSplits.splitId);
  for (const row of sums) recouped.set(row.splitId, recouped.get(row.splitId)! + BigInt(row.sum));
  return recouped;
}
