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

type CountRow = {
  streams: string;
  downloads: string;
  listeners: string;
  saves: string;
  playlist_adds: string;
};

const countSums = `coalesce(sum(streams), 0)::text as streams,
  coalesce(sum(downloads), 0)::text as downloads, coalesce(sum(listeners), 0)::text as listeners,
  coalesce(sum(saves), 0)::text as saves, coalesce(sum(playlist_adds), 0)::text as playlist_adds`;

/** A row's counts; listeners become the average of the `days` the row covers (decision 041). */
export const countsOf = (row: CountRow, days: number): AnalyticsCounts => ({
  streams: Number(row.streams),
  downloads: Number(row.downloads),
  listeners: Math.round(Number(row.listeners) / days),
  saves: Number(row.saves),
  playlistAdds: Number(row.playlist_adds),
});

/**
 * The rollup rows of a scope's range for one dimension (`$1` artists, `$2` dimension, `$3`
 * store): whole months from the month rows, the edges from the day rows (rollupParts).
 */
function rollupRows(scope: AnalyticsScope, dimension: string, storeFilter = '= $3') {
  const parts = rollupParts(scope.range);
  const values: unknown[] = [scope.artistIds, dimension, scope.storeId];
  const ranges: string[] = [];
  const between = (grain: 'day' | 'month', range: DayRange) => {
    values.push(range.from, range.to);
    ranges.push(
      `(grain = '${grain}' and period between $${values.length - 1}::date and $${values.length}::date)`,
    );
  };
  if (parts.months) between('month', parts.months);
  for (const days of parts.days) between('day', days);
  const where = `artist_id = any($1::uuid[]) and dimension = $2 and store_id ${storeFilter}
    and (${ranges.join(' or ')})`;
  return { where, values };
}

/** The scope's totals over its range. */
export async function readTotals(ctx: Ctx, scope: AnalyticsScope) {
  const { where, values } = rollupRows(scope, 'total');
  const { rows } = await ctx.database.executeSql(
    `select ${countSums} from analytics_rollups where ${where}`,
    values,
  );
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
  const { where, values } =
    granularity === 'month'
      ? rollupRows(scope, 'total')
      : {
          where: `artist_id = any($1::uuid[]) and dimension = $2 and store_id = $3
            and grain = 'day' and period between $4::date and $5::date`,
          values: [scope.artistIds, 'total', scope.storeId, scope.range.from, scope.range.to],
        };
  const { rows } = await ctx.database.executeSql(
    `select ${bucketOf[granularity]}::text as bucket, ${countSums}
       from analytics_rollups where ${where} group by 1`,
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
  const { where, values } = rollupRows(scope, b.dimension, storeFilter);
  values.push(limit);
  const { rows } = await ctx.database.executeSql(
    `select ${b.key} as key, ${countSums} from analytics_rollups where ${where}
      group by 1 having ${b.key} <> '' order by sum(streams) desc, 1 limit $${values.length}`,
    values,
  );
  const days = daysIn(scope.range);
  return (rows as (CountRow & { key: string })[]).map((r) => ({
    key: r.key,
    ...countsOf(r, days),
  }));
}
