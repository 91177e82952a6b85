import { and, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerPostings } from '../ledger/ledger.table.ts';

/** What each split has recouped so far: the sum of its recoup postings (never stored). */
export async function recoupedUnits(db: Db, splitIds: string[]) {
  const recouped = new Map<string, bigint>();
  if (splitIds.length === 0) return recouped;
  const rows = await db
    .select({
      splitId: ledgerPostings.splitId,
      sum: sql<string>`sum(${ledgerPostings.amount})::text`,
    })
    .from(ledgerPostings)
    .where(
      and(inArray(ledgerPostings.splitId, splitIds), sql`${ledgerPostings.splitPart} = 'recoup'`),
    )
    .groupBy(ledgerPostings.splitId);
  for (const row of rows) recouped.set(row.splitId!, BigInt(row.sum));
  return recouped;
}
