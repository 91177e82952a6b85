import { AsyncLocalStorage } from 'node:async_hooks';

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
 * The test-control surface's clock (decision 025): `base`, except in code run through
 * `withOffset` (one request, and everything it starts), which reads `base` plus that offset, so
 * an end-to-end journey reaches a release date or a renewal without waiting and without moving
 * anyone else's time.
 */
export function offsetClock(base: Clock = systemClock) {
  const offset = new AsyncLocalStorage<number>();
  return {
    now: () => new Date(base.now().getTime() + (offset.getStore() ?? 0)),
    withOffset<T>(ms: number, run: () => T): T {
      return offset.run(ms, run);
    },
  };
}
export type OffsetClock = ReturnType<typeof offsetClock>;

export const minutes = (n: number) => n * 60_000;
export const hours = (n: number) => n * 3_600_000;
export const days = (n: number) => n * 86_400_000;
