/** A span of time cut into whole days, hours and minutes (never negative). */
export type DurationParts = { days: number; hours: number; minutes: number };

export function durationParts(ms: number): DurationParts {
  const totalMinutes = Math.max(0, Math.floor(ms / 60_000));
  return {
    days: Math.floor(totalMinutes / 1440),
    hours: Math.floor((totalMinutes % 1440) / 60),
    minutes: totalMinutes % 60,
  };
}

/**
 * The `review` namespace key and values for a duration: the two largest units only ("2 d 5 h",
 * "3 h 10 min", "7 min"), which is what a reviewer scanning a queue needs.
 */
export function durationKey(ms: number): { key: string; values: DurationParts } {
  const values = durationParts(ms);
  const key =
    values.days > 0 ? 'duration.days' : values.hours > 0 ? 'duration.hours' : 'duration.minutes';
  return { key, values };
}

/** How long a release has waited since `since`, and how long is left until (or past) `dueAt`. */
export function waitingTime(since: string, dueAt: string, now: Date) {
  const waited = now.getTime() - new Date(since).getTime();
  const left = new Date(dueAt).getTime() - now.getTime();
  return { waited, left, overdue: left < 0 };
}
