import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { proRata, yearAfter } from './pro-rata.ts';

const day = 86_400_000;
const period = { start: new Date('2025-01-01T00:00:00Z'), end: new Date('2026-01-01T00:00:00Z') };
const after = (days: number) => new Date(period.start.getTime() + days * day);

describe('pro rata', () => {
  it.each([
    // difference, days elapsed, amount: (difference × days left / 365), halves up
    [5000, 0, 5000],
    [5000, 365, 0],
    [5000, 184, 2479], // 2479.45
    [5000, 73, 4000], // exactly 4/5
    [1, 183, 0], // 0.4986
    [1, 182, 1], // 0.5013
    [73, 182.5, 37], // 36.5: a half rounds up
    [-100, 10, 0], // a cheaper plan is never a credit
    [5000, 400, 0], // after the period
  ])('%i over %f days elapsed is %i', (difference, elapsed, amount) => {
    expect(proRata(difference, period, after(elapsed))).toBe(amount);
  });

  it('is within half a unit of the exact share, never negative nor above the difference', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 365 * day }),
        (difference, elapsed) => {
          const amount = proRata(difference, period, new Date(period.start.getTime() + elapsed));
          const length = 365n * BigInt(day);
          const exactTimesLength = BigInt(difference) * (length - BigInt(elapsed));
          // |amount − exact| ≤ ½ ⇔ |2·amount·length − 2·exact·length| ≤ length
          const gap = 2n * BigInt(amount) * length - 2n * exactTimesLength;
          return amount >= 0 && amount <= difference && gap <= length && gap > -length;
        },
      ),
    );
  });

  it('makes yearly periods by the calendar', () => {
    expect(yearAfter(new Date('2024-02-29T12:00:00Z')).toISOString()).toBe(
      '2025-03-01T12:00:00.000Z',
    );
    expect(yearAfter(new Date('2025-06-30T23:00:00Z')).toISOString()).toBe(
      '2026-06-30T23:00:00.000Z',
    );
  });
});
