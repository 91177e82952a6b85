import type {
  AnalyticsBreakdown,
  AnalyticsDimension,
  AnalyticsGranularity,
  AnalyticsQuery,
  AnalyticsSummary,
  AnalyticsTimeseries,
} from '@soundpost/contracts/analytics';
import { previousRange, type DayRange } from '@soundpost/contracts/analytics-periods';
import { viewText } from '../../db/read-view.ts';
import type { AppContext } from '../../lib/context.ts';
import { releaseView, trackView } from '../releases/index.ts';
import { formatUnits } from '../ledger/index.ts';
import { royaltyRevenue } from '../royalties/index.ts';
import { storeView } from '../stores/index.ts';
import { readBreakdown, readSeries, readTotals } from './analytics-reads.ts';
import {
  analyticsScope,
  assertPlanShows,
  type AnalyticsReader,
  type AnalyticsScope,
} from './analytics-scope.ts';

const withRange = (scope: AnalyticsScope, range: DayRange) => ({ ...scope, range });
const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

/** The store names a store filter keeps among royalty lines (their store cell is free text). */
async function storeNames(ctx: AppContext, storeId: string) {
  if (storeId === '*') return undefined;
  const { rows } = await ctx.database.executeSql(
    `select s.id, s.name from ${viewText(storeView('s'))} where s.id = $1`,
    [storeId],
  );
  const store = rows[0] as { id: string; name: string } | undefined;
  return store ? [store.id, store.name] : [storeId];
}

/** Revenue of the sale months a range touches, from the ledger's lines (decision 041). */
async function revenue(ctx: AppContext, reader: AnalyticsReader, scope: AnalyticsScope) {
  const units = await royaltyRevenue(
    ctx,
    reader.id,
    { from: monthOf(scope.range.from), to: monthOf(scope.range.to) },
    { artistIds: scope.artistIds, storeNames: await storeNames(ctx, scope.storeId) },
  );
  return formatUnits(units);
}

/** Totals and revenue of the query's range, and of the one before when compared. */
export async function analyticsSummary(
  ctx: AppContext,
  reader: AnalyticsReader,
  query: AnalyticsQuery,
): Promise<AnalyticsSummary> {
  const scope = await analyticsScope(ctx, reader, query);
  const previous = query.compare ? withRange(scope, previousRange(scope.range)) : null;
  const [totals, money, before, moneyBefore] = await Promise.all([
    readTotals(ctx, scope),
    revenue(ctx, reader, scope),
    previous && readTotals(ctx, previous),
    previous && revenue(ctx, reader, previous),
  ]);
  return {
    ...scope.range,
    totals,
    revenue: money,
    previous:
      previous && before && moneyBefore !== null
        ? { ...previous.range, totals: before, revenue: moneyBefore }
        : null,
  };
}

/** Counts per day, week or month, and the previous period's, bucket for bucket, when compared. */
export async function analyticsTimeseries(
  ctx: AppContext,
  reader: AnalyticsReader,
  query: AnalyticsQuery & { granularity: AnalyticsGranularity },
): Promise<AnalyticsTimeseries> {
  assertPlanShows(reader, { granularity: query.granularity });
  const scope = await analyticsScope(ctx, reader, query);
  const [points, previous] = await Promise.all([
    readSeries(ctx, scope, query.granularity),
    query.compare
      ? readSeries(ctx, withRange(scope, previousRange(scope.range)), query.granularity)
      : null,
  ]);
  return { granularity: query.granularity, points, previous };
}

const labelSql: Partial<Record<AnalyticsDimension, string>> = {
  store: `select s.id as key, s.name as label from ${viewText(storeView('s'))} where s.id = any($1)`,
  track: `select t.id::text as key, coalesce(t.title, '') as label from ${viewText(trackView('t'))}
    where t.id::text = any($1)`,
  release: `select r.id::text as key, coalesce(r.title, '') as label from ${viewText(releaseView('r'))}
    where r.id::text = any($1)`,
  playlist: `select p.store_id || '/' || p.playlist_id as key, p.name as label
    from analytics_playlists p where p.store_id || '/' || p.playlist_id = any($1)`,
};

/** The names to show for a breakdown's keys; a key without one shows as itself. */
async function labels(ctx: AppContext, dimension: AnalyticsDimension, keys: string[]) {
  const text = labelSql[dimension];
  if (!text || keys.length === 0) return new Map<string, string>();
  const { rows } = await ctx.database.executeSql(text, [keys]);
  return new Map((rows as { key: string; label: string }[]).map((r) => [r.key, r.label]));
}

/** Counts per value of a dimension, named, with the previous period's streams when compared. */
export async function analyticsBreakdown(
  ctx: AppContext,
  reader: AnalyticsReader,
  query: AnalyticsQuery & { dimension: AnalyticsDimension; limit: number },
): Promise<AnalyticsBreakdown> {
  assertPlanShows(reader, { dimension: query.dimension });
  const scope = await analyticsScope(ctx, reader, query);
  const rows = await readBreakdown(ctx, scope, query.dimension, query.limit);
  const keys = rows.map((r) => r.key);
  const [names, before] = await Promise.all([
    labels(ctx, query.dimension, keys),
    query.compare
      ? readBreakdown(ctx, withRange(scope, previousRange(scope.range)), query.dimension, 10_000)
      : null,
  ]);
  const previousStreams = new Map(before?.map((r) => [r.key, r.streams]));
  return {
    dimension: query.dimension,
    rows: rows.map((r) => ({
      ...r,
      label: names.get(r.key) ?? (query.dimension === 'city' ? r.key.slice(3) : r.key),
      previousStreams: before ? (previousStreams.get(r.key) ?? 0) : null,
    })),
  };
}
