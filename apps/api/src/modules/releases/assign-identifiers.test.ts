import { describe, expect, it } from 'vitest';
import { isValidUpc, normalizeIsrc, withCheckDigit } from '@soundpost/contracts/identifiers';
import { makeIsrc, makeUpc } from './assign-identifiers.ts';

describe('identifiers made from prefixes', () => {
  it('makes 12-digit UPC-A codes with a valid check digit', () => {
    expect(makeUpc('20000', 1)).toBe('200000000011');
    expect(makeUpc('0360002', 9145)).toBe('036000291452');
    for (const n of [1, 42, 999_999]) expect(isValidUpc(makeUpc('20000', n)!)).toBe(true);
  });

  it('refuses numbers the prefix has no room for', () => {
    expect(makeUpc('20000', 1_000_000)).toBeUndefined();
    expect(makeUpc('1234567890', 9)).toBe(withCheckDigit('12345678909'));
    expect(makeUpc('1234567890', 10)).toBeUndefined();
    expect(makeUpc('12345678901', 1)).toBeUndefined();
    expect(makeUpc('20000', 0)).toBeUndefined();
  });

  it('makes CC-XXX-YY-NNNNN ISRCs of the year', () => {
    expect(makeIsrc('QZ-S8P', 2026, 7)).toBe('QZ-S8P-26-00007');
    expect(makeIsrc('GB-XYZ', 2105, 99_999)).toBe('GB-XYZ-05-99999');
    expect(makeIsrc('GB-XYZ', 2026, 100_000)).toBeUndefined();
    expect(normalizeIsrc(makeIsrc('QZ-S8P', 2026, 1)!)).toBe('QZ-S8P-26-00001');
  });
});
