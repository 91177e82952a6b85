// Without zod: /analytics and the dashboard's listening card work out their days on the first
// screen, before any schema is needed (decision 043); analytics.ts re-exports the periods.

/** The periods of the analytics page (UTC store days), and a custom range. */
export const analyticsPeriods = [
  'today',
  'yesterday',
  'this_week',
  'last_7_days',
  'last_30_days',
  'last_90_days',
  'this_month',
  'this_year',
  'last_year',
  'all_time',
  'custom',
] as const;
export type AnalyticsPeriod = (typeof analyticsPeriods)[number];

/** A range of UTC store days, both ends included, as ISO dates. */
export type DayRange = { from: string; to: string };

const dayMs = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** `day` moved by `days` (negative: earlier). */
export const addDays = (day: string, days: number) => iso(msOf(day) + days * dayMs);

/** How many days `range` holds. */
export const daysIn = (range: DayRange) =>
  Math.round((msOf(range.to) - msOf(range.from)) / dayMs) + 1;

/** The first day of analytics: earlier days hold no data ("all time" starts here). */
export const firstAnalyticsDay = '2000-01-01';

/**
 * The days a period of the analytics page covers on `today` (UTC): weeks start on Monday, "last
 * N days" end today. `custom` has no range of its own.
 */
export function periodRange(period: Exclude<AnalyticsPeriod, 'custom'>, today: string): DayRange {
  const year = today.slice(0, 4);
  const last = (days: number) => ({ from: addDays(today, 1 - days), to: today });
  switch (period) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'this_week':
      return { from: addDays(today, -((new Date(msOf(today)).getUTCDay() + 6) % 7)), to: today };
    case 'last_7_days':
      return last(7);
    case 'last_30_days':
      return last(30);
    case 'last_90_days':
      return last(90);
    case 'this_month':
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case 'this_year':
      return { from: `${year}-01-01`, to: today };
    case 'last_year':
      return { from: `${Number(year) - 1}-01-01`, to: `${Number(year) - 1}-12-31` };
    case 'all_time':
      return { from: firstAnalyticsDay, to: today };
  }
}

/** The range of the same length just before `range`: what "compare to the previous period" shows. */
export function previousRange(range: DayRange): DayRange {
  const days = daysIn(range);
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}
