import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { issueToken, withToken } from '../api-tokens/test/api-tokens-test-kit.ts';
import { tracks } from '../releases/tracks.table.ts';
import { accountWithCatalogue, writeFacts } from './test/analytics-test-kit.ts';
import { generateTrends } from './trend-generator.ts';

let t: TestApp;
let pro: Awaited<ReturnType<typeof accountWithCatalogue>>;
let other: Awaited<ReturnType<typeof accountWithCatalogue>>;

beforeAll(async () => {
  t = await createTestApp();
  pro = await accountWithCatalogue(t, { plan: 'pro', artistCount: 2 });
  other = await accountWithCatalogue(t, { plan: 'pro' });
  await t.db
    .update(tracks)
    .set({ title: '=HYPERLINK("http://evil.example")' })
    .where(eq(tracks.id, pro.catalogue[0]!.trackId));
  const catalogue = [...pro.catalogue, ...other.catalogue];
  await writeFacts(t, [
    ...generateTrends({
      tracks: catalogue,
      stores: ['spotify', 'deezer'],
      from: '2026-03-01',
      days: 60,
      rowsPerDay: 20,
      dimensions: true,
    }),
  ]);
}, 60_000);
afterAll(() => t.close());

const get = (cookie: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } });
const range = 'from=2026-04-01&to=2026-04-30';

describe('GET /v1/analytics/*', () => {
  it('sums the account’s own artists, and compares with the 30 days before', async () => {
    const res = await get(pro.cookie, `/v1/analytics/summary?${range}&compare=previous`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totals.streams).toBeGreaterThan(0);
    expect(body.previous).toMatchObject({ from: '2026-03-02', to: '2026-03-31' });
    expect(body.previous.totals.streams).toBeGreaterThan(0);
    // A store, over whole months and over days at the edges (revenue filtered by its names).
    for (const days of [range, 'from=2026-04-03&to=2026-04-09']) {
      const deezer = await get(
        pro.cookie,
        `/v1/analytics/summary?${days}&compare=previous&store=deezer`,
      );
      expect(deezer.statusCode, deezer.body).toBe(200);
      expect(deezer.json().totals.streams).toBeLessThan(body.totals.streams);
    }
    const one = await get(
      pro.cookie,
      `/v1/analytics/summary?${range}&artistId=${pro.artistIds[0]}`,
    );
    expect(one.json().totals.streams).toBeLessThan(body.totals.streams);
  });

  it('answers 404 for another account’s artist, in the query', async () => {
    const res = await get(
      pro.cookie,
      `/v1/analytics/breakdown?${range}&dimension=track&artistId=${other.artistIds[0]}`,
    );
    expect(res.statusCode).toBe(404);
  });

  it('never shows another account’s tracks', async () => {
    const res = await get(pro.cookie, `/v1/analytics/breakdown?${range}&dimension=track&limit=500`);
    const keys = res.json().rows.map((r: { key: string }) => r.key);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys).not.toContain(other.catalogue[0]!.trackId);
  });

  it('gives the free plan streams per store and month and top tracks, and refuses the rest', async () => {
    const free = await accountWithCatalogue(t, { plan: 'lite' });
    expect(
      (await get(free.cookie, `/v1/analytics/breakdown?${range}&dimension=store`)).statusCode,
    ).toBe(200);
    expect(
      (await get(free.cookie, `/v1/analytics/timeseries?${range}&granularity=month`)).statusCode,
    ).toBe(200);
    const country = await get(free.cookie, `/v1/analytics/breakdown?${range}&dimension=country`);
    expect(country.statusCode).toBe(403);
    expect(country.json().code).toBe('analytics_paid_only');
    expect(
      (await get(free.cookie, `/v1/analytics/timeseries?${range}&granularity=day`)).statusCode,
    ).toBe(403);
  });

  it('keeps playlist analytics for premium (Pro) accounts', async () => {
    const artist = await accountWithCatalogue(t, { plan: 'artist' });
    const res = await get(artist.cookie, `/v1/analytics/breakdown?${range}&dimension=playlist`);
    expect(res.json().code).toBe('analytics_premium_only');
    const ok = await get(pro.cookie, `/v1/analytics/breakdown?${range}&dimension=playlist`);
    expect(ok.json().rows[0].label).toMatch(/[A-Z]/);
  });

  it('refuses a range whose end is before its start, and no session', async () => {
    expect(
      (await get(pro.cookie, '/v1/analytics/summary?from=2026-04-02&to=2026-04-01')).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/analytics/summary?${range}` })).statusCode,
    ).toBe(401);
  });

  it('exports CSV that no spreadsheet runs as a formula', async () => {
    const res = await get(pro.cookie, `/v1/analytics/export.csv?${range}&dimension=track`);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.body.split('\r\n')[0]).toBe(
      '"key","name","streams","downloads","listeners","saves","playlistAdds","views","clicks"',
    );
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    const daily = await get(pro.cookie, `/v1/analytics/export.csv?${range}`);
    expect(daily.body.trim().split('\r\n')).toHaveLength(31);
  });

  it('answers a read:analytics token with the owner’s figures only, and refuses other scopes', async () => {
    const { token } = await issueToken(t, pro.user.id, ['read:analytics']);
    const own = await withToken(t, token, `/v1/analytics/summary?${range}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().totals.streams).toBeGreaterThan(0);
    const theirs = await withToken(
      t,
      token,
      `/v1/analytics/summary?${range}&artistId=${other.artistIds[0]}`,
    );
    expect(theirs.statusCode).toBe(404);
    const royalties = await issueToken(t, pro.user.id, ['read:royalties']);
    const refused = await withToken(t, royalties.token, `/v1/analytics/summary?${range}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('token_scope_missing');
  });
});
