import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatUnits, parseDecimal, toUnits } from './money.ts';

const units = (text: string, rate?: string) =>
  toUnits(parseDecimal(text)!, rate === undefined ? undefined : parseDecimal(rate)!);

describe('money', () => {
  it('reads decimals exactly into 10^-8 units', () => {
    expect(units('0.00345678')).toBe(345_678n);
    expect(units('12')).toBe(1_200_000_000n);
    expect(units('-0.5')).toBe(-50_000_000n);
    expect(units('0.1')).toBe(10_000_000n);
    expect(parseDecimal('1e-3')).toBeUndefined();
    expect(parseDecimal('1,5')).toBeUndefined();
    expect(parseDecimal('')).toBeUndefined();
  });

  it('converts at an exchange rate and rounds the 9th decimal half to even', () => {
    expect(units('10.00', '1.0825')).toBe(1_082_500_000n);
    expect(units('0.000000005')).toBe(0n);
    expect(units('0.000000015')).toBe(2n);
    expect(units('0.0000000151')).toBe(2n);
    expect(units('-0.000000015')).toBe(-2n);
  });

  it('formats units back into the same decimal text', () => {
    expect(formatUnits(345_678n)).toBe('0.00345678');
    expect(formatUnits(-85_000_000n)).toBe('-0.85000000');
    fc.assert(
      fc.property(fc.bigInt(-(10n ** 20n), 10n ** 20n), (n) => {
        expect(units(formatUnits(n))).toBe(n);
      }),
    );
  });
});
