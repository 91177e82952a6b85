import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { royaltyLineSplits } from '../royalties/royalties.table.ts';

/** What each split has recouped so far: the sum of its lines' recoupment (never stored). */
export async function recoupedUnits(db: Db, splitIds: string[]) {
  const recouped = new Map<string, bigint>();
  if (splitIds.length === 0) return recouped;
  const rows = await db
    .select({
      splitId: royaltyLineSplits.splitId,
      sum: sql<string>`sum(${royaltyLineSplits.recoupAmount})::text`,
    })
    .from(royaltyLineSplits)
    .where(inArray(royaltyLineSplits.splitId, splitIds))
    .groupBy(royaltyLineSplits.splitId);
  for (const row of rows) recouped.set(row.splitId, BigInt(row.sum));
  return recouped;
}
