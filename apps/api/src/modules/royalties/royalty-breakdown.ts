import type { RoyaltyBreakdownDimension } from '@soundpost/contracts/royalties';
import type { AppContext } from '../../lib/context.ts';
import { formatUnits } from '../ledger/index.ts';
import { releasesAsR, tracksAsTr } from './catalogue-sql.ts';
import { artistPartsSql } from './royalty-entries.ts';

/** What each dimension groups by, and the label shown for its key. Fixed text, never input. */
const dimensions: Record<RoyaltyBreakdownDimension, { key: string; label: string }> = {
  store: { key: 'e.store', label: 'e.store' },
  country: { key: 'e.country', label: 'e.country' },
  release: { key: 'e.release_id::text', label: 'r.title' },
  track: { key: 'e.track_id::text', label: 'tr.title' },
};

const breakdownSql = (d: { key: string; label: string }) => `
select ${d.key} as key, ${d.label} as label, sum(e.amount)::text as amount,
  sum(e.pro_amount)::text as pro_amount, sum(e.quantity)::text as quantity, count(*)::int as lines
from (${artistPartsSql}) e
left join ${tracksAsTr} on tr.id = e.track_id
left join ${releasesAsR} on r.id = e.release_id
where ($2::text is null or e.sale_month::text >= $2)
  and ($3::text is null or e.sale_month::text <= $3)
group by 1, 2
order by sum(e.amount) desc, 1`;

type BreakdownRow = {
  key: string | null;
  label: string | null;
  amount: string;
  pro_amount: string;
  quantity: string;
  lines: number;
};

/**
 * The artist's credits (their own only) summed in SQL by store, country, release or track,
 * over sale months `from`..`to`. Sums stay exact: they leave the database as text.
 */
export async function royaltyBreakdown(
  ctx: AppContext,
  userId: string,
  query: { by: RoyaltyBreakdownDimension; from?: string; to?: string },
) {
  const { rows } = await ctx.database.executeSql(breakdownSql(dimensions[query.by]), [
    userId,
    query.from ? `${query.from}-01` : null,
    query.to ? `${query.to}-01` : null,
  ]);
  return {
    by: query.by,
    items: (rows as BreakdownRow[]).map((row) => ({
      key: row.key,
      label: row.label,
      amount: formatUnits(BigInt(row.amount)),
      proAmount: formatUnits(BigInt(row.pro_amount)),
      quantity: Number(row.quantity),
      lines: row.lines,
    })),
  };
}
