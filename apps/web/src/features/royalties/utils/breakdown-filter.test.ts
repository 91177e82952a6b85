import { describe, expect, it } from 'vitest';
import { breakdownFilter } from './breakdown-filter.ts';

describe('breakdownFilter', () => {
  it('narrows the entries to the row', () => {
    expect(breakdownFilter('store', 'Spotify')).toEqual({ store: 'Spotify' });
    expect(breakdownFilter('country', 'TR')).toEqual({ country: 'TR' });
    expect(breakdownFilter('release', 'r1')).toEqual({ releaseId: 'r1' });
    expect(breakdownFilter('track', 't1')).toEqual({ trackId: 't1' });
  });

  it('lists the UPC-only lines for the track row without a track', () => {
    expect(breakdownFilter('track', null)).toEqual({ trackId: 'none' });
  });
});
