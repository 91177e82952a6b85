import type { ReleaseSchedule } from './catalog.ts';

/**
 * How soon the review team decides, in business days after submission (spec: review takes
 * 1-2 business days): express and priority releases within one, standard within two.
 */
export const reviewTargetBusinessDays: Record<ReleaseSchedule, number> = {
  express: 1,
  priority: 1,
  standard: 2,
};

/** Place in the review queue: express first, then priority, then standard (then oldest first). */
export const scheduleRank: Record<ReleaseSchedule, number> = {
  express: 0,
  priority: 1,
  standard: 2,
};

/** Takedown requests are processed within 24-48 hours (spec section 9): the target is 48. */
export const takedownTargetHours = 48;

const dayMs = 86_400_000;

/**
 * `from` plus `days` business days (Monday to Friday, UTC), at the same time of day. A start on
 * a weekend counts from the next Monday's start.
 */
export function addBusinessDays(from: Date, days: number): Date {
  let at = new Date(from.getTime());
  const weekend = (d: Date) => d.getUTCDay() === 0 || d.getUTCDay() === 6;
  if (weekend(at)) {
    while (weekend(at)) at = new Date(at.getTime() + dayMs);
    at.setUTCHours(0, 0, 0, 0);
  }
  for (let left = days; left > 0;) {
    at = new Date(at.getTime() + dayMs);
    if (!weekend(at)) left--;
  }
  return at;
}

/** When the review of a release submitted at `submittedAt` on `schedule` is due. */
export const reviewDueAt = (submittedAt: Date, schedule: ReleaseSchedule): Date =>
  addBusinessDays(submittedAt, reviewTargetBusinessDays[schedule]);
