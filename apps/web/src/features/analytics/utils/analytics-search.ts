import type { AnalyticsGranularity } from '@soundpost/contracts/analytics';
import {
  analyticsPeriods,
  daysIn,
  periodRange,
  type AnalyticsPeriod,
  type DayRange,
} from '@soundpost/contracts/analytics-periods';
import type { AnalyticsParams } from '../api/analytics.ts';

/** The page's choices, kept in the address so a reload, a link or Back shows the same view. */
export type AnalyticsView = {
  period: AnalyticsPeriod;
  /** The custom range's days (only with `custom`). */
  from: string;
  to: string;
  compare: boolean;
  store: string | null;
  artistId: string | null;
};

const isDay = (value: string | null): value is string =>
  !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);
export const todayUtc = () => new Date().toISOString().slice(0, 10);

/** The view an address asks for; anything unreadable falls back to the last 30 days. */
export function readView(search: URLSearchParams, today = todayUtc()): AnalyticsView {
  const asked = search.get('period') as AnalyticsPeriod | null;
  const period = asked && analyticsPeriods.includes(asked) ? asked : 'last_30_days';
  const from = search.get('from');
  const to = search.get('to');
  const custom = period === 'custom' && isDay(from) && isDay(to) && from <= to;
  const fallback = periodRange('last_30_days', today);
  return {
    period: period === 'custom' && !custom ? 'last_30_days' : period,
    from: custom ? from : fallback.from,
    to: custom ? to : fallback.to,
    compare: search.get('compare') === '1',
    store: search.get('store'),
    artistId: search.get('artist'),
  };
}

/** The address of a view (only what differs from the defaults). */
export function writeView(view: AnalyticsView): URLSearchParams {
  const search = new URLSearchParams();
  if (view.period !== 'last_30_days') search.set('period', view.period);
  if (view.period === 'custom') {
    search.set('from', view.from);
    search.set('to', view.to);
  }
  if (view.compare) search.set('compare', '1');
  if (view.store) search.set('store', view.store);
  if (view.artistId) search.set('artist', view.artistId);
  return search;
}

/** The days a view covers (UTC store days). */
export function viewRange(view: AnalyticsView, today = todayUtc()): DayRange {
  return view.period === 'custom'
    ? { from: view.from, to: view.to }
    : periodRange(view.period, today);
}

/** What the API is asked for a view. "All time" has nothing before it to compare with. */
export function viewParams(view: AnalyticsView, today = todayUtc()): AnalyticsParams {
  const range = viewRange(view, today);
  return {
    ...range,
    ...(view.compare && view.period !== 'all_time' ? { compare: 'previous' as const } : {}),
    ...(view.store ? { store: view.store } : {}),
    ...(view.artistId ? { artistId: view.artistId } : {}),
  };
}

/** Days for up to three months, weeks up to a year and a half, months beyond (and on free plans). */
export function granularityFor(range: DayRange, basic: boolean): AnalyticsGranularity {
  if (basic) return 'month';
  const days = daysIn(range);
  return days <= 92 ? 'day' : days <= 550 ? 'week' : 'month';
}
