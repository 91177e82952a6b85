import { describe, expect, it } from 'vitest';
import {
  apiQuery,
  defaultFilters,
  filtersFromSearch,
  searchFromFilters,
} from './catalogue-filters.ts';

describe('catalogue filters in the address', () => {
  it('reads every filter, and keeps only what differs from the defaults', () => {
    const filters = filtersFromSearch(
      new URLSearchParams('q=Nova&country=pt&genre=jazz&sort=name'),
    );
    expect(filters).toEqual({ q: 'Nova', country: 'PT', genre: 'jazz', sort: 'name' });
    expect(searchFromFilters(filters).toString()).toBe('q=Nova&country=PT&genre=jazz&sort=name');
    expect(searchFromFilters(defaultFilters).toString()).toBe('');
  });

  it('falls back to the defaults for unknown values, so a broken link still opens the page', () => {
    expect(filtersFromSearch(new URLSearchParams('country=XX&genre=polka&sort=loudest'))).toEqual(
      defaultFilters,
    );
  });

  it('round-trips through the address and asks the API for the same view', () => {
    const filters = { ...defaultFilters, q: '  Lua  ', genre: 'rock' as const };
    const again = filtersFromSearch(searchFromFilters(filters));
    expect(again).toEqual({ ...filters, q: 'Lua' });
    expect(apiQuery(again)).toEqual({ sort: 'followers', genre: 'rock', q: 'Lua' });
  });
});
