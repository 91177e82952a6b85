import type { PlatformAnalytics } from '@soundpost/contracts/analytics';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/context.ts';
import { formatUnits } from '../ledger/index.ts';
import { revenueByStoreMonth } from '../royalties/index.ts';
import { storeView } from '../stores/index.ts';
import { analyticsRollups } from './analytics.table.ts';
import { StoreNames } from './trend-line.ts';

const stores = storeView();

/**
 * The operator's table (decision 041): streams per store and month from the monthly `total`
 * rollups (all artists), and revenue per store and sale month from the royalty reports; a
 * royalty report's store is matched to the catalogue by id or name, like a trend line's.
 * Newest month first, then by store.
 */
export async function platformAnalytics(ctx: AppContext): Promise<PlatformAnalytics> {
  const catalogue = await ctx.db.select({ id: stores.id, name: stores.name }).from(stores);
  const names = new StoreNames(catalogue);
  const nameOf = new Map(catalogue.map((s) => [s.id, s.name]));
  const streams = await ctx.db
    .select({
      storeId: analyticsRollups.storeId,
      month: analyticsRollups.period,
      streams: sql<string>`sum(${analyticsRollups.streams})::text`,
    })
    .from(analyticsRollups)
    .where(
      sql`${analyticsRollups.dimension} = 'total' and ${analyticsRollups.grain} = 'month'
        and ${analyticsRollups.storeId} <> '*'`,
    )
    .groupBy(analyticsRollups.storeId, analyticsRollups.period);
  type Row = PlatformAnalytics['rows'][number] & { units: bigint };
  const rows = new Map<string, Row>();
  const row = (storeId: string | null, store: string, month: string) => {
    const key = `${storeId ?? `~${store}`}|${month}`;
    let found = rows.get(key);
    if (!found) {
      const name = storeId ? (nameOf.get(storeId) ?? storeId) : store;
      found = {
        storeId,
        store: name,
        month: month.slice(0, 7),
        streams: 0,
        revenue: '',
        units: 0n,
      };
      rows.set(key, found);
    }
    return found;
  };
  for (const s of streams) row(s.storeId, s.storeId, s.month).streams += Number(s.streams);
  for (const r of await revenueByStoreMonth(ctx.database)) {
    row(names.find(r.store) ?? null, r.store, r.month).units += r.amount;
  }
  return {
    rows: [...rows.values()]
      .sort((a, b) => b.month.localeCompare(a.month) || a.store.localeCompare(b.store))
      .map(({ units, ...r }) => ({ ...r, revenue: formatUnits(units) })),
  };
}
