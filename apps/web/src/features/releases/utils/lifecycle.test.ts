import { describe, expect, it } from 'vitest';
import { reopeningReasons } from '@soundpost/contracts/catalog';
import type { ReleaseDetail } from '@soundpost/contracts/releases';
import { eventText, latestEvent, reachedStores, stepOfReason } from './lifecycle.ts';
import { wizardSteps } from './wizard-steps.ts';

type Event = ReleaseDetail['activity'][number];
const event = (kind: Event['kind'], data: Event['data'] = {}, id: string = kind): Event => ({
  id,
  kind,
  by: 'team',
  data,
  at: '2027-05-20T10:00:00.000Z',
});

describe('stepOfReason', () => {
  it('sends every reopening reason to a wizard step that fixes it', () => {
    for (const reason of reopeningReasons) expect(wizardSteps).toContain(stepOfReason(reason));
    expect(stepOfReason('invalid_cover_art')).toBe('artwork');
    expect(stepOfReason('silence_mid_track')).toBe('tracks');
    expect(stepOfReason('invalid_release_date')).toBe('distribution');
    expect(stepOfReason('invalid_artist_name')).toBe('basic-info');
  });
});

describe('the activity helpers', () => {
  const activity = [
    event('rejected', { note: 'Not your recording' }, '3'),
    event('reopened', { reason: 'audio_error', note: '' }, '2'),
    event('rejected', { note: 'older' }, '1'),
  ];
  it('find the newest event of a kind and its texts', () => {
    expect(eventText(latestEvent({ activity }, 'rejected'), 'note')).toBe('Not your recording');
    expect(eventText(latestEvent({ activity }, 'reopened'), 'note')).toBeNull();
    expect(eventText(latestEvent({ activity }, 'reopened'), 'reason')).toBe('audio_error');
    expect(eventText(latestEvent({ activity }, 'expired'), 'note')).toBeNull();
  });

  it('tell whether the stores have had the release', () => {
    const step = (state: 'done' | 'upcoming') => ({
      step: 'published' as const,
      state,
      date: null,
      expected: null,
    });
    expect(reachedStores({ timeline: [step('done')] })).toBe(true);
    expect(reachedStores({ timeline: [step('upcoming')] })).toBe(false);
  });
});
