import { describe, expect, it } from 'vitest';
import { instruments, reopeningReasons } from './catalog.ts';
import {
  contributorTotalIsWhole,
  daysUntil,
  hasLeadTime,
  isValidContributorName,
  isValidDate,
} from './release-rules.ts';

const today = new Date('2026-03-01T15:00:00Z');

describe('release rules', () => {
  it('has the 35 instruments from accordion to xylophone and the 17 reopening reasons', () => {
    expect(instruments).toHaveLength(35);
    expect(instruments[0]).toBe('accordion');
    expect(instruments.at(-1)).toBe('xylophone');
    for (const i of ['vocals', 'guitar', 'piano', 'drums', 'other'] as const)
      expect(instruments).toContain(i);
    expect(reopeningReasons).toHaveLength(17);
  });

  it('checks calendar dates', () => {
    expect(isValidDate('2026-02-28')).toBe(true);
    expect(isValidDate('2026-02-30')).toBe(false);
    expect(isValidDate('28/02/2026')).toBe(false);
  });

  it('needs three weeks of lead time on the standard schedule', () => {
    expect(daysUntil('2026-03-22', today)).toBe(21);
    expect(hasLeadTime('2026-03-22', 'standard', today)).toBe(true);
    expect(hasLeadTime('2026-03-21', 'standard', today)).toBe(false);
    expect(hasLeadTime('2026-03-08', 'priority', today)).toBe(true);
    expect(hasLeadTime('2026-03-03', 'express', today)).toBe(false);
  });

  it('needs contributor shares to total exactly 100%', () => {
    expect(contributorTotalIsWhole([50, 50])).toBe(true);
    expect(contributorTotalIsWhole([33.33, 33.33, 33.34])).toBe(true);
    expect(contributorTotalIsWhole([33.33, 33.33, 33.33])).toBe(false);
    expect(contributorTotalIsWhole([60, 50])).toBe(false);
  });

  it('needs contributor names of two words and more than two characters', () => {
    expect(isValidContributorName('Ana Lima')).toBe(true);
    expect(isValidContributorName('Prince')).toBe(false);
    expect(isValidContributorName('  A B ')).toBe(true);
    expect(isValidContributorName('AB')).toBe(false);
  });
});
