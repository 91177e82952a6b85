import { describe, expect, it } from 'vitest';
import { gtinCheckDigit, isValidUpc, normalizeIsrc, withCheckDigit } from './identifiers.ts';

describe('ISRC', () => {
  it('accepts the spec example with or without hyphens, in any case', () => {
    expect(normalizeIsrc('US-ABC-12-34567')).toBe('US-ABC-12-34567');
    expect(normalizeIsrc('usabc1234567')).toBe('US-ABC-12-34567');
  });
  it('refuses wrong shapes', () => {
    for (const bad of [
      'US-ABC-12-3456',
      'U1-ABC-12-34567',
      'US-AB-12-34567',
      'US-ABC-1A-34567',
      '',
    ]) {
      expect(normalizeIsrc(bad)).toBeNull();
    }
  });
});

describe('UPC/EAN', () => {
  it('computes the GTIN check digit', () => {
    expect(gtinCheckDigit('03600029145')).toBe(2); // UPC-A 036000291452
    expect(gtinCheckDigit('400638133393')).toBe(1); // EAN-13 4006381333931
  });
  it('validates 12- and 13-digit codes by their check digit', () => {
    expect(isValidUpc('036000291452')).toBe(true);
    expect(isValidUpc('4006381333931')).toBe(true);
    expect(isValidUpc('036000291453')).toBe(false);
    expect(isValidUpc('03600029145')).toBe(false);
    expect(isValidUpc('03600029145a')).toBe(false);
  });
  it('completes a body with its check digit', () => {
    expect(withCheckDigit('03600029145')).toBe('036000291452');
  });
});
