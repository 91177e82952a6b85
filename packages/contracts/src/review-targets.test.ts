import { describe, expect, it } from 'vitest';
import { addBusinessDays, reviewDueAt } from './review-targets.ts';

describe('review targets', () => {
  it('counts business days, skipping weekends', () => {
    // Thursday 10:00 + 2 business days = Monday 10:00.
    expect(addBusinessDays(new Date('2026-11-19T10:00:00Z'), 2).toISOString()).toBe(
      '2026-11-23T10:00:00.000Z',
    );
    // Saturday counts from Monday's start: + 1 = Tuesday 00:00.
    expect(addBusinessDays(new Date('2026-11-21T15:00:00Z'), 1).toISOString()).toBe(
      '2026-11-24T00:00:00.000Z',
    );
  });

  it('gives express and priority one business day, standard two', () => {
    const monday = new Date('2026-11-23T09:00:00Z');
    expect(reviewDueAt(monday, 'express').toISOString()).toBe('2026-11-24T09:00:00.000Z');
    expect(reviewDueAt(monday, 'priority').toISOString()).toBe('2026-11-24T09:00:00.000Z');
    expect(reviewDueAt(monday, 'standard').toISOString()).toBe('2026-11-25T09:00:00.000Z');
  });
});
