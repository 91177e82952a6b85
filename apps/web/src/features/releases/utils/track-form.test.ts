import { describe, expect, it } from 'vitest';
import { toTrackInput, trackFieldCodes, trackProblems, type TrackValues } from './track-form.ts';

const empty: TrackValues = {
  title: '',
  trackArtist: '',
  featuredArtists: [],
  isrc: '',
  language: null,
  genre: null,
  explicit: false,
  hasLyrics: false,
  lyrics: '',
  versionType: 'original',
  composerName: '',
  composerUri: '',
  introOutro: false,
  performers: [],
  contributors: [],
};

describe('track form', () => {
  it('names every missing part of a track with the spec messages', () => {
    expect(trackProblems(empty, false)).toEqual({
      title: 'required',
      language: 'required',
      audio: 'required',
      performers: 'tracks.missing.performers',
      contributors: 'tracks.missing.contributors',
    });
  });

  it('accepts a complete track', () => {
    const full: TrackValues = {
      ...empty,
      title: 'Song',
      language: 'en',
      performers: [{ name: 'Ada Lovelace', instrument: 'piano' }],
      contributors: [{ name: 'Ada Lovelace', role: 'composer', percentage: '100' }],
    };
    expect(trackProblems(full, true)).toEqual({});
    expect(toTrackInput(full, false).contributors).toEqual([
      { name: 'Ada Lovelace', role: 'composer', percentage: 100 },
    ]);
    expect(toTrackInput(full, false)).not.toHaveProperty('isrc');
  });

  it('drops blank rows and lyrics when the track has none', () => {
    const input = toTrackInput(
      { ...empty, lyrics: 'la la', performers: [{ name: ' ', instrument: null }] },
      true,
    );
    expect(input.performers).toEqual([]);
    expect(input.lyrics).toBe('');
    expect(input.isrc).toBe('');
  });

  it('flags a malformed ISRC and a one-word contributor name before sending', () => {
    const values: TrackValues = {
      ...empty,
      isrc: 'US-ABC-12',
      contributors: [{ name: 'Ada', role: 'composer', percentage: '100' }],
    };
    expect(trackFieldCodes(values, true)).toEqual({
      isrc: 'invalid_isrc',
      'contributors.0.name': 'invalid_contributor_name',
    });
    expect(trackFieldCodes({ ...values, isrc: 'us-abc-12-34567' }, true)).not.toHaveProperty(
      'isrc',
    );
    expect(trackFieldCodes(values, false)).not.toHaveProperty('isrc');
  });
});
