import { describe, expect, it } from 'vitest';
import { contributorTotal, formatPercent, totalIsComplete } from './contributors.ts';

describe('contributor total', () => {
  it('adds shares without float drift', () => {
    expect(contributorTotal([33.33, 33.33, 33.34])).toBe(100);
    expect(totalIsComplete(contributorTotal([33.33, 33.33, 33.34]))).toBe(true);
    expect(contributorTotal([0.1, 0.2])).toBe(0.3);
  });

  it('ignores empty and invalid entries', () => {
    expect(contributorTotal([50, null, '', 'x', '25'])).toBe(75);
    expect(totalIsComplete(75)).toBe(false);
  });

  it('formats in the interface language', () => {
    expect(formatPercent(62.5, 'en')).toBe('62.5%');
    expect(formatPercent(62.5, 'tr')).toBe('62,5%');
  });
});
