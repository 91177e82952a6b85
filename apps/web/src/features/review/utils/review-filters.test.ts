import { describe, expect, it } from 'vitest';
import {
  emptyFilters,
  filtersFromQuery,
  filtersToApiQuery,
  filtersToQuery,
  type ReviewFilters,
} from './review-filters.ts';

describe('review queue filters ↔ the address', () => {
  it('round-trips every filter through the query string', () => {
    const filters: ReviewFilters = {
      status: ['submitted', 'reopened'],
      schedule: 'express',
      plan: 'pro',
      store: 'spotify',
      olderThanHours: 48,
    };
    const query = filtersToQuery(filters);
    expect(query.toString()).toBe(
      'status=submitted%2Creopened&schedule=express&plan=pro&store=spotify&age=48',
    );
    expect(filtersFromQuery(query)).toEqual(filters);
  });

  it('writes nothing for empty filters and reads an empty address as them', () => {
    expect(filtersToQuery(emptyFilters).toString()).toBe('');
    expect(filtersFromQuery(new URLSearchParams())).toEqual(emptyFilters);
  });

  it('drops values the API would refuse instead of failing the page', () => {
    const read = filtersFromQuery(
      new URLSearchParams('status=submitted,bogus,submitted&schedule=fast&plan=gold&age=5'),
    );
    expect(read).toEqual({ ...emptyFilters, status: ['submitted'] });
  });

  it('gives the API its parameter names, leaving out the filters not set', () => {
    expect(
      filtersToApiQuery({
        ...emptyFilters,
        status: ['in_review', 'submitted'],
        olderThanHours: 24,
      }),
    ).toEqual({
      status: ['in_review', 'submitted'],
      schedule: undefined,
      plan: undefined,
      store: undefined,
      olderThanHours: 24,
    });
    expect(filtersToApiQuery(emptyFilters).status).toBeUndefined();
  });
});
