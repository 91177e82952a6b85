import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsDimensions, type AnalyticsDimension } from '@soundpost/contracts/analytics';
import { addDays, daysIn, previousRange } from '@soundpost/contracts/analytics-periods';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { readBreakdown, readSeries, readTotals } from './analytics-reads.ts';
import type { AnalyticsScope } from './analytics-scope.ts';
import { accountWithCatalogue, writeFacts } from './test/analytics-test-kit.ts';
import { generateTrends } from './trend-generator.ts';

let t: TestApp;
let artistIds: string[];
const stores = ['spotify', 'apple-music', 'deezer'];
const first = '2026-01-20';
const days = 130;

beforeAll(async () => {
  t = await createTestApp();
  const account = await accountWithCatalogue(t, {
    plan: 'pro',
    artistCount: 3,
    tracksPerArtist: 3,
  });
  artistIds = account.artistIds;
  const facts = [
    ...generateTrends({
      tracks: account.catalogue,
      stores,
      from: first,
      days,
      rowsPerDay: 12,
      dimensions: true,
    }),
  ];
  // Half the facts first, the rest later: rollups rebuilt for days that already had some.
  await writeFacts(
    t,
    facts.filter((_, i) => i % 2 === 0),
  );
  await writeFacts(
    t,
    facts.filter((_, i) => i % 2 === 1),
  );
}, 120_000);
afterAll(() => t.close());

/** The same sums straight from the facts: what the rollups must equal. */
const factKey: Record<AnalyticsDimension, string> = {
  store: 'store_id',
  country: 'country',
  city: `case when city = '' then '' else country || '/' || city end`,
  track: 'track_id::text',
  release: 'release_id::text',
  age: 'age_band',
  gender: 'gender',
  age_gender: `case when age_band = '' and gender = '' then '' else age_band || '/' || gender end`,
  source: 'source',
  playlist: `case when playlist_id = '' then '' else store_id || '/' || playlist_id end`,
};

async function direct(scope: AnalyticsScope, key: string) {
  const { rows } = await t.database.executeSql(
    `select ${key} as key, sum(streams)::int as streams, sum(listeners)::int as listeners,
       sum(saves)::int as saves
     from analytics_facts
     where artist_id = any($1::uuid[]) and ($2 = '*' or store_id = $2) and day between $3 and $4
     group by 1 having ${key} <> '' order by 1`,
    [scope.artistIds, scope.storeId, scope.range.from, scope.range.to],
  );
  return rows as { key: string; streams: number; listeners: number; saves: number }[];
}

const scopes = fc.record({
  start: fc.integer({ min: -20, max: days + 10 }),
  length: fc.integer({ min: 1, max: 120 }),
  store: fc.constantFrom('*', ...stores),
  artist: fc.integer({ min: -1, max: 2 }),
});
type ScopeInput = { start: number; length: number; store: string; artist: number };
const scopeOf = (s: ScopeInput): AnalyticsScope => ({
  artistIds: s.artist < 0 ? artistIds : [artistIds[s.artist]!],
  storeId: s.store,
  range: { from: addDays(first, s.start), to: addDays(first, s.start + s.length - 1) },
});

describe('analytics rollups', () => {
  it('equal a direct sum of the facts, for random ranges, stores, artists and dimensions', async () => {
    await fc.assert(
      fc.asyncProperty(scopes, fc.constantFrom(...analyticsDimensions), async (s, dimension) => {
        const scope = scopeOf(s);
        const rows = await readBreakdown(t, scope, dimension, 500);
        const expected = await direct(scope, factKey[dimension]);
        const got = rows.map((r) => ({ key: r.key, streams: r.streams, saves: r.saves }));
        got.sort((a, b) => (a.key < b.key ? -1 : 1));
        expect(got).toEqual(expected.map(({ key, streams, saves }) => ({ key, streams, saves })));
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it('totals and series add up to the facts, listeners as a daily average', async () => {
    await fc.assert(
      fc.asyncProperty(scopes, fc.constantFrom('day', 'week', 'month'), async (s, granularity) => {
        const scope = scopeOf(s);
        const [totals, series, facts] = await Promise.all([
          readTotals(t, scope),
          readSeries(t, scope, granularity as 'day'),
          direct(scope, `''::text || 'all'`),
        ]);
        const expected = facts[0] ?? { streams: 0, listeners: 0 };
        expect(totals.streams).toBe(expected.streams);
        expect(totals.listeners).toBe(Math.round(expected.listeners / daysIn(scope.range)));
        expect(series.reduce((sum, p) => sum + p.streams, 0)).toBe(expected.streams);
        expect(series[0]!.date <= scope.range.from).toBe(true);
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it('compares with the period of the same length just before', () => {
    fc.assert(
      fc.property(scopes, (s) => {
        const range = scopeOf(s).range;
        const before = previousRange(range);
        expect(daysIn(before)).toBe(daysIn(range));
        expect(addDays(before.to, 1)).toBe(range.from);
      }),
    );
  });
});
