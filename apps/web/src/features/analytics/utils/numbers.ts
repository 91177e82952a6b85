import { currentLanguage } from '../../../lib/i18n.ts';
import { dateTimeFormat, numberFormat } from '../../../lib/intl.ts';

/** A count in the interface language ("12,345", "12.345"). */
export const formatCount = (value: number) => numberFormat(currentLanguage()).format(value);

/** A share of a total as a percentage in the interface language ("42%"). */
export const formatShare = (part: number, total: number) =>
  numberFormat(currentLanguage(), { style: 'percent', maximumFractionDigits: 1 }).format(
    total === 0 ? 0 : part / total,
  );

/** The change from `before` to `now`: its direction and size, or `new` when before was zero. */
export function change(now: number, before: number) {
  if (before === 0) return now === 0 ? { kind: 'same' as const } : { kind: 'new' as const };
  const ratio = (now - before) / before;
  if (Math.abs(ratio) < 0.0005) return { kind: 'same' as const };
  const value = numberFormat(currentLanguage(), {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(Math.abs(ratio));
  return { kind: ratio > 0 ? ('up' as const) : ('down' as const), value };
}

/** A month (from any of its days) in the interface language ("April 2026"). */
export const formatMonth = (day: string) =>
  dateTimeFormat(currentLanguage(), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day.slice(0, 7)}-01T00:00:00Z`));
