import type {
  AnalyticsCounts,
  AnalyticsDimension,
  AnalyticsGranularity,
} from '@soundpost/contracts/analytics';
import { addDays, daysIn, type DayRange } from '@soundpost/contracts/analytics-periods';
import type { AppContext } from '../../lib/context.ts';

/** What a read needs: the database. */
type Ctx = Pick<AppContext, 'database'>;
import type { AnalyticsScope } from './analytics-scope.ts';
import { rollupParts } from './rollup-ranges.ts';
import { factKeyOf } from './rollups.ts';

type CountRow = {
  streams: string;
  downloads: string;
  listeners: string;
  saves: string;
  playlist_adds: string;
  views: string;
  clicks: string;
};

const countSums = `coalesce(sum(streams), 0)::text as streams,
  coalesce(sum(downloads), 0)::text as downloads, coalesce(sum(listeners), 0)::text as listeners,
  coalesce(sum(saves), 0)::text as saves, coalesce(sum(playlist_adds), 0)::text as playlist_adds,
  coalesce(sum(views), 0)::text as views, coalesce(sum(clicks), 0)::text as clicks`;

/** A row's counts; listeners become the average of the `days` the row covers (decision 041). */
export const countsOf = (row: CountRow, days: number): AnalyticsCounts => ({
  streams: Number(row.streams),
  downloads: Number(row.downloads),
  listeners: Math.round(Number(row.listeners) / days),
  saves: Number(row.saves),
  playlistAdds: Number(row.playlist_adds),
  views: Number(row.views),
  clicks: Number(row.clicks),
});

const counts = 'streams, downloads, listeners, saves, playlist_adds, views, clicks';

/**
 * The rows that sum to a scope's range for one dimension, as a subquery `r` (store_id, period,
 * key and the counts; `$1` artists, `$2` dimension, `$3` store): whole months from the month
 * rollups, the days at the edges from the day rollups (rollupParts). Day rollups keep only each
 * store's totals (decision 041): a store's other dimensions over days are summed from the facts.
 */
function rollupRows(scope: AnalyticsScope, dimension: string, storeFilter = '= $3') {
  const parts = rollupParts(scope.range);
  const values: unknown[] = [scope.artistIds, dimension, scope.storeId];
  const range = (column: string, days: DayRange) => {
    values.push(days.from, days.to);
    return `${column} between $${values.length - 1}::date and $${values.length}::date`;
  };
  const rollups = (grain: 'day' | 'month', ranges: DayRange[]) =>
    `select store_id, period, key, ${counts} from analytics_rollups
      where artist_id = any($1::uuid[]) and dimension = $2 and store_id ${storeFilter}
        and grain = '${grain}' and (${ranges.map((r) => range('period', r)).join(' or ')})`;
  const selects = parts.months ? [rollups('month', [parts.months])] : [];
  if (parts.days.length > 0) {
    const fromFacts = dimension !== 'total' && scope.storeId !== '*';
    selects.push(
      fromFacts
        ? `select store_id, day as period, ${factKeyOf(dimension)} as key, ${counts}
             from analytics_facts
            where artist_id = any($1::uuid[]) and $2::text is not null and store_id = $3
              and (${parts.days.map((r) => range('day', r)).join(' or ')})`
        : rollups('day', parts.days),
    );
  }
  return { from: `(${selects.join(' union all ')}) r`, values };
}

/** The scope's totals over its range. */
export async function readTotals(ctx: Ctx, scope: AnalyticsScope) {
  const { from, values } = rollupRows(scope, 'total');
  const { rows } = await ctx.database.executeSql(`select ${countSums} from ${from}`, values);
  return countsOf(rows[0] as CountRow, daysIn(scope.range));
}

const bucketOf: Record<AnalyticsGranularity, string> = {
  day: 'period',
  week: `date_trunc('week', period)::date`,
  month: `date_trunc('month', period)::date`,
};

/**
 * The scope's counts per day, week (from Monday) or month, every bucket of the range present
 * (zeros where nothing was reported). Days come from day rows; months may use month rows.
 */
export async function readSeries(
  ctx: Ctx,
  scope: AnalyticsScope,
  granularity: AnalyticsGranularity,
) {
  const { from, values } =
    granularity === 'month'
      ? rollupRows(scope, 'total')
      : {
          from: `(select period, ${counts} from analytics_rollups
            where artist_id = any($1::uuid[]) and dimension = $2 and store_id = $3
              and grain = 'day' and period between $4::date and $5::date) r`,
          values: [scope.artistIds, 'total', scope.storeId, scope.range.from, scope.range.to],
        };
  const { rows } = await ctx.database.executeSql(
    `select ${bucketOf[granularity]}::text as bucket, ${countSums} from ${from} group by 1`,
    values,
  );
  const byBucket = new Map((rows as (CountRow & { bucket: string })[]).map((r) => [r.bucket, r]));
  return buckets(scope.range, granularity).map(({ date, days }) => ({
    date,
    ...countsOf(byBucket.get(date) ?? zeroRow, days),
  }));
}

const zeroRow: CountRow = {
  streams: '0',
  downloads: '0',
  listeners: '0',
  saves: '0',
  playlist_adds: '0',
  views: '0',
  clicks: '0',
};

/** Each bucket of `range` (its first day, clipped to the range) and the days of it inside. */
function buckets(range: DayRange, granularity: AnalyticsGranularity) {
  const out: { date: string; days: number }[] = [];
  let day = range.from;
  while (day <= range.to) {
    const start = bucketStart(day, granularity);
    let end = day;
    while (end < range.to && bucketStart(addDays(end, 1), granularity) === start)
      end = addDays(end, 1);
    out.push({ date: start, days: daysIn({ from: day, to: end }) });
    day = addDays(end, 1);
  }
  return out;
}

function bucketStart(day: string, granularity: AnalyticsGranularity) {
  if (granularity === 'day') return day;
  if (granularity === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** Which rollup dimension a breakdown reads, and how its rows group. */
const breakdowns: Record<AnalyticsDimension, { dimension: string; key: string; allStores?: true }> =
  {
    // Stores: the per-store total rows (all of them, or the filtered one).
    store: { dimension: 'total', key: 'store_id', allStores: true },
    country: { dimension: 'country', key: 'key' },
    city: { dimension: 'city', key: 'key' },
    track: { dimension: 'track', key: 'key' },
    release: { dimension: 'release', key: 'key' },
    age: { dimension: 'age_gender', key: `split_part(key, '/', 1)` },
    gender: { dimension: 'age_gender', key: `split_part(key, '/', 2)` },
    age_gender: { dimension: 'age_gender', key: 'key' },
    source: { dimension: 'source', key: 'key' },
    playlist: { dimension: 'playlist', key: 'key' },
  };

/** The scope's counts per value of `dimension`, most streamed first, at most `limit` rows. */
export async function readBreakdown(
  ctx: Ctx,
  scope: AnalyticsScope,
  dimension: AnalyticsDimension,
  limit: number,
) {
  const b = breakdowns[dimension];
  const storeFilter = b.allStores ? (scope.storeId === '*' ? `<> $3` : `= $3`) : '= $3';
  const { from, values } = rollupRows(scope, b.dimension, storeFilter);
  values.push(limit);
  const { rows } = await ctx.database.executeSql(
    `select ${b.key} as key, ${countSums} from ${from}
      group by 1 having ${b.key} <> '' order by sum(streams) desc, 1 limit $${values.length}`,
    values,
  );
  const days = daysIn(scope.range);
  return (rows as (CountRow & { key: string })[]).map((r) => ({
    key: r.key,
    ...countsOf(r, days),
  }));
}
