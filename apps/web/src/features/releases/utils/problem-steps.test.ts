import { describe, expect, it } from 'vitest';
import { fieldOfProblem, stepOfProblem } from './problem-steps.ts';

describe('stepOfProblem', () => {
  it('sends each problem to the step that fixes it', () => {
    expect(stepOfProblem({ code: 'artist_required' })).toBe('basic-info');
    expect(stepOfProblem({ code: 'artwork_rejected' })).toBe('artwork');
    expect(stepOfProblem({ code: 'track_audio_required', trackId: 'x' })).toBe('tracks');
    expect(stepOfProblem({ code: 'contributor_total', trackId: 'x' })).toBe('tracks');
    expect(stepOfProblem({ code: 'store_required' })).toBe('platforms');
    expect(stepOfProblem({ code: 'lead_time_too_short', params: { days: 21 } })).toBe(
      'distribution',
    );
    expect(stepOfProblem({ code: 'presave_not_allowed' })).toBe('distribution');
    expect(stepOfProblem({ code: 'agreements_required' })).toBe('review');
    expect(stepOfProblem({ code: 'distro_limit', params: { limit: 2 } })).toBe('review');
    expect(stepOfProblem({ code: 'banned_words' })).toBe('basic-info');
  });
});

describe('fieldOfProblem', () => {
  it('names the field that holds a problem, of the track or of the release', () => {
    const banned = { code: 'banned_words', params: { words: 'official audio' } } as const;
    expect(fieldOfProblem({ ...banned, trackId: 't1', field: 'title' })).toBe('track-t1-title');
    expect(stepOfProblem({ ...banned, trackId: 't1', field: 'title' })).toBe('tracks');
    expect(fieldOfProblem({ ...banned, field: 'title' })).toBe('release-title');
    expect(fieldOfProblem({ code: 'track_language_required', trackId: 't2' })).toBe(
      'track-t2-language',
    );
    expect(fieldOfProblem({ code: 'store_required' })).toBeNull();
  });
});
