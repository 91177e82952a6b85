import type { ReleaseSchedule } from './catalog.ts';

/** Minimum days between submission and release date, per schedule (standard: 3 weeks). */
export const leadTimeDays: Record<ReleaseSchedule, number> = {
  standard: 21,
  priority: 7,
  express: 3,
};

const dayMs = 86_400_000;

/** Whole days from `today` to a release date (both YYYY-MM-DD, UTC calendar days). */
export function daysUntil(releaseDate: string, today: Date): number {
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.round((Date.parse(`${releaseDate}T00:00:00Z`) - start) / dayMs);
}

/** True when `date` is a real calendar date written YYYY-MM-DD. */
export function isValidDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

/** True when the release date leaves the schedule's lead time. */
export function hasLeadTime(releaseDate: string, schedule: ReleaseSchedule, today: Date): boolean {
  return isValidDate(releaseDate) && daysUntil(releaseDate, today) >= leadTimeDays[schedule];
}

/** Contributor shares are kept in hundredths of a percent so they add up exactly. */
export function contributorTotalIsWhole(percentages: number[]): boolean {
  return percentages.reduce((sum, p) => sum + Math.round(p * 100), 0) === 10_000;
}

/** A contributor name has more than two characters and at least two words. */
export function isValidContributorName(name: string): boolean {
  const trimmed = name.trim();
  return trimmed.length > 2 && trimmed.split(/\s+/).length >= 2;
}
