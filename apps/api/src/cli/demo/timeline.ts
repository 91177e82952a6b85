import type { Clock } from '../../lib/clock.ts';
import type { AppContext } from '../../lib/context.ts';

/** A clock the seed moves: each step of the demo's history happens on its own day. */
export type DemoClock = Clock & { set: (at: Date) => void };

/** The app context the seed works in, on a clock it can move. */
export type DemoContext = AppContext & { clock: DemoClock };

const dayMs = 86_400_000;

/** Days counted from `today` (UTC midnight of the seed's start); `hour` of that UTC day. */
export function timeline(start: Date) {
  const today = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate());
  const at = (day: number, hour = 10) => new Date(today + day * dayMs + hour * 3_600_000);
  return {
    at,
    /** The ISO date of a day. */
    date: (day: number) => at(day, 0).toISOString().slice(0, 10),
    /** The start of the seed: the demo's present, to which the clock returns. */
    now: start,
  };
}
export type Timeline = ReturnType<typeof timeline>;
