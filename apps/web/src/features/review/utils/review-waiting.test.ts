import { describe, expect, it } from 'vitest';
import { durationKey, durationParts, waitingTime } from './review-waiting.ts';

const minute = 60_000;
const hour = 60 * minute;

describe('waiting time', () => {
  it('cuts a span into days, hours and minutes, never negative', () => {
    expect(durationParts(2 * 24 * hour + 5 * hour + 7 * minute + 59_000)).toEqual({
      days: 2,
      hours: 5,
      minutes: 7,
    });
    expect(durationParts(-5 * minute)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });

  it('names the two largest units', () => {
    expect(durationKey(26 * hour).key).toBe('duration.days');
    expect(durationKey(3 * hour + 10 * minute).key).toBe('duration.hours');
    expect(durationKey(7 * minute).key).toBe('duration.minutes');
  });

  it('measures the wait and the time left against the target, overdue once past it', () => {
    const now = new Date('2027-03-02T12:00:00Z');
    expect(waitingTime('2027-03-01T09:00:00Z', '2027-03-02T09:00:00Z', now)).toEqual({
      waited: 27 * hour,
      left: -3 * hour,
      overdue: true,
    });
    expect(waitingTime('2027-03-02T11:00:00Z', '2027-03-03T11:00:00Z', now)).toEqual({
      waited: hour,
      left: 23 * hour,
      overdue: false,
    });
  });
});
