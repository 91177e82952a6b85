/** The one source of "now", so expiry rules are testable; tests pass a clock they can move. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock for tests that only moves when told to. */
export function manualClock(start = new Date('2026-01-15T12:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    set(date: Date) {
      current = date.getTime();
    },
  };
}

/**
 * A clock running `offset` milliseconds ahead of (or behind) `base`: the test-control surface
 * moves it so an end-to-end run can reach a release date without waiting (decision 025).
 */
export function offsetClock(base: Clock = systemClock) {
  let offset = 0;
  return {
    now: () => new Date(base.now().getTime() + offset),
    offsetMs: () => offset,
    setOffset(ms: number) {
      offset = ms;
    },
  };
}
export type OffsetClock = ReturnType<typeof offsetClock>;

export const minutes = (n: number) => n * 60_000;
export const hours = (n: number) => n * 3_600_000;
export const days = (n: number) => n * 86_400_000;
