import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitAmount } from './split-amount.ts';

describe('splitAmount', () => {
  it('gives the left-over units to the largest remainders', () => {
    expect(splitAmount(100n, [1n, 1n, 1n])).toEqual([34n, 33n, 33n]);
    expect(splitAmount(10n, [85n, 15n])).toEqual([9n, 1n]);
    expect(splitAmount(7n, [85n, 15n])).toEqual([6n, 1n]);
    expect(splitAmount(-7n, [85n, 15n])).toEqual([-6n, -1n]);
    expect(splitAmount(5n, [0n, 1n])).toEqual([0n, 5n]);
    expect(() => splitAmount(5n, [0n, 0n])).toThrow(RangeError);
  });

  it('always adds up to the whole, each part within one unit of its exact share', () => {
    const weights = fc.array(fc.bigInt(0n, 10_000n), { minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(
        fc.bigInt(-(10n ** 18n), 10n ** 18n),
        weights.filter((w) => w.some((x) => x > 0n)),
        (total, ws) => {
          const parts = splitAmount(total, ws);
          expect(parts.reduce((a, b) => a + b, 0n)).toBe(total);
          const sum = ws.reduce((a, b) => a + b, 0n);
          parts.forEach((part, i) => {
            const exact = total * ws[i]!;
            const diff = part * sum - exact;
            expect(diff < 0n ? -diff : diff).toBeLessThan(sum);
          });
        },
      ),
    );
  });
});
