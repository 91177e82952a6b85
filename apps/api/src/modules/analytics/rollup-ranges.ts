import { addDays, type DayRange } from '@soundpost/contracts/analytics-periods';

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const nextMonth = (day: string) => {
  const [y, m] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};

/**
 * How a range is read from the rollups (decision 041): the whole months inside it from the month
 * rows (`months`: the first days of the first and last), the days at its edges from the day rows.
 */
export function rollupParts(range: DayRange): { months: DayRange | null; days: DayRange[] } {
  const first = range.from === monthStart(range.from) ? range.from : nextMonth(range.from);
  const afterLast =
    nextMonth(range.to) === addDays(range.to, 1) ? nextMonth(range.to) : monthStart(range.to);
  if (first >= afterLast) return { months: null, days: [range] };
  const days: DayRange[] = [];
  if (range.from < first) days.push({ from: range.from, to: addDays(first, -1) });
  if (afterLast <= range.to) days.push({ from: afterLast, to: range.to });
  return { months: { from: first, to: monthStart(addDays(afterLast, -1)) }, days };
}
