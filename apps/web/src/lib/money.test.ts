import { describe, expect, it, vi } from 'vitest';
import { formatMoney, isZeroMoney, subtractMoney } from './money.ts';

vi.mock('./i18n.ts', () => ({ currentLanguage: () => 'en' }));

describe('royalty money', () => {
  it('subtracts exactly, past what a float keeps', () => {
    expect(subtractMoney('10000000.00000007', '8500000.00000006')).toBe('1500000.00000001');
    expect(subtractMoney('0.85000000', '1.00000000')).toBe('-0.15000000');
    expect(subtractMoney('-0.00000001', '-0.00000001')).toBe('0.00000000');
  });

  it('knows zero', () => {
    expect(isZeroMoney('0.00000000')).toBe(true);
    expect(isZeroMoney('-0.00000001')).toBe(false);
  });

  it('shows cents, or every decimal when asked', () => {
    expect(formatMoney('1234.50000000')).toBe('$1,234.50');
    expect(formatMoney('8.50000006', { exact: true })).toBe('$8.50000006');
    expect(formatMoney('-0.15000000', { exact: true })).toBe('-$0.15');
    expect(formatMoney('90071992547409.93000001', { exact: true })).toBe(
      '$90,071,992,547,409.93000001',
    );
  });
});
