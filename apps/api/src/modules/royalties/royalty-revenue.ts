import type { AppContext } from '../../lib/context.ts';
import { releasesAsR } from './catalogue-sql.ts';
import { artistPartsSql } from './royalty-entries.ts';

const revenueSql = `
select coalesce(sum(e.amount), 0)::text as amount
from (${artistPartsSql}) e
left join ${releasesAsR} on r.id = e.release_id
where e.sale_month >= $2::date and e.sale_month <= $3::date
  and ($4::uuid[] is null or r.artist_id = any($4::uuid[]))
  and ($5::text[] is null or lower(e.store) in (select lower(s) from unnest($5::text[]) s))`;

/**
 * What the account earned (its own parts: as owner and as collaborator) for the sale months
 * `fromMonth`..`toMonth` (first days), in units of 10^-8 USD: the analytics pages' revenue,
 * read from the ledger's lines, never kept twice. `artistIds` keeps the lines of those artists'
 * releases; `storeNames` the lines whose store cell is one of them (any case).
 */
export async function royaltyRevenue(
  ctx: AppContext,
  userId: string,
  months: { from: string; to: string },
  filter: { artistIds?: string[]; storeNames?: string[] } = {},
): Promise<bigint> {
  const { rows } = await ctx.database.executeSql(revenueSql, [
    userId,
    months.from,
    months.to,
    filter.artistIds ?? null,
    filter.storeNames ?? null,
  ]);
  return BigInt((rows[0] as { amount: string }).amount);
}
