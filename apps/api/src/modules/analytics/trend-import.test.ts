import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, testOrigin, type TestApp } from '../../test/app.ts';
import { createUser, signIn } from '../../test/factories.ts';
import { file, head, release, resource, streams, summary } from '../royalties/test/dsr-test-kit.ts';
import { importReport, line, report } from '../royalties/test/royalty-test-kit.ts';
import {
  artistRelease,
  importTrend,
  storeFigures,
  trendHeader,
  trendLine,
  trendTsv,
} from './test/trend-test-kit.ts';

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp({ WORKERS: 'off' });
  t.clock.set(new Date('2024-04-05T00:00:00Z'));
  adminCookie = await signIn(t, await createUser(t, { role: 'admin' }));
});
afterAll(() => t.close());

async function catalogue() {
  const user = await createUser(t);
  return artistRelease(t, user.id);
}

const count = async (sql: string, values: unknown[] = []) =>
  ((await t.database.executeSql(sql, values)).rows[0] as { n: number }).n;

describe('POST /v1/admin/trend-imports', () => {
  it('lands facts with their dimensions and rebuilds the day and month rollups', async () => {
    const a = await catalogue();
    const header = `${trendHeader}\tupc\tcity\tsource\tplaylist_id\tplaylist_name\tage_band\tgender`;
    const content = trendTsv(
      [
        `${trendLine({ isrc: a.isrc, day: '2024-03-01', streams: 10 })}\t\tIstanbul\tplaylist\tpl1\tChill\t18-24\tfemale`,
        `${trendLine({ isrc: a.isrc.replaceAll('-', ''), day: '2024-03-02', streams: 5, store: 'SPOTIFY' })}\t\t\tsearch\t\t\t\t`,
      ],
      header,
    );
    const res = await importTrend(t, adminCookie, content);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      store: 'spotify',
      format: 'tsv',
      lines: 2,
      matched: 2,
      firstDay: '2024-03-01',
      lastDay: '2024-03-02',
      replaced: 0,
    });
    const { rows: facts } = await t.database.executeSql(
      `select track_id, release_id, store_id, country, city, source, playlist_id, age_band, gender,
         streams::int, downloads::int, listeners::int, saves::int, playlist_adds::int
       from analytics_facts where artist_id = $1 order by day`,
      [a.artistId],
    );
    expect(facts[0]).toEqual({
      track_id: a.track.id,
      release_id: a.release.id,
      store_id: 'spotify',
      country: 'TR',
      city: 'Istanbul',
      source: 'playlist',
      playlist_id: 'pl1',
      age_band: '18-24',
      gender: 'female',
      streams: 10,
      downloads: 1,
      listeners: 5,
      saves: 2,
      playlist_adds: 1,
    });
    expect(facts[1]).toMatchObject({ city: '', source: 'search', playlist_id: '' });
    expect((await storeFigures(t, 'spotify', a.artistId)).rollups).toEqual([
      { grain: 'day', store_id: '*', period: '2024-03-01', streams: 10 },
      { grain: 'day', store_id: '*', period: '2024-03-02', streams: 5 },
      { grain: 'day', store_id: 'spotify', period: '2024-03-01', streams: 10 },
      { grain: 'day', store_id: 'spotify', period: '2024-03-02', streams: 5 },
      { grain: 'month', store_id: '*', period: '2024-03-01', streams: 15 },
      { grain: 'month', store_id: 'spotify', period: '2024-03-01', streams: 15 },
    ]);
    const playlist = await t.database.executeSql(
      `select name from analytics_playlists where store_id = 'spotify' and playlist_id = 'pl1'`,
    );
    expect(playlist.rows).toEqual([{ name: 'Chill' }]);
  });

  it('replaces the days a corrected report gives again, never doubling them', async () => {
    const a = await catalogue();
    const first = trendTsv([
      trendLine({ isrc: a.isrc, day: '2024-03-10', streams: 10 }),
      trendLine({ isrc: a.isrc, day: '2024-03-11', streams: 20 }),
    ]);
    expect((await importTrend(t, adminCookie, first)).statusCode).toBe(201);
    const corrected = trendTsv([
      trendLine({ isrc: a.isrc, day: '2024-03-11', streams: 7 }),
      trendLine({ isrc: a.isrc, day: '2024-03-11', streams: 1 }),
    ]);
    const res = await importTrend(t, adminCookie, corrected);
    expect(res.json()).toMatchObject({ lines: 2, replaced: 1 });
    const { facts, rollups } = await storeFigures(t, 'spotify', a.artistId);
    expect(facts).toEqual([
      { day: '2024-03-10', streams: 10, n: 1 },
      { day: '2024-03-11', streams: 8, n: 2 },
    ]);
    expect(rollups).toContainEqual({
      grain: 'month',
      store_id: 'spotify',
      period: '2024-03-01',
      streams: 18,
    });
    expect(rollups).toContainEqual({
      grain: 'day',
      store_id: '*',
      period: '2024-03-11',
      streams: 8,
    });
  });

  it('leaves nothing when a line far into the file fails, and the fixed file imports', async () => {
    const a = await catalogue();
    const before = await count('select count(*)::int as n from trend_imports');
    // Several batches are written before the bad line is read.
    const good = Array.from({ length: 12_000 }, (_, i) =>
      trendLine({ isrc: i % 4 === 3 ? `XX-NOP-24-${i}` : a.isrc, day: '2024-02-05', streams: 1 }),
    );
    const bad = [...good, trendLine({ isrc: a.isrc, day: '2024-02-31' })];
    const res = await importTrend(t, adminCookie, trendTsv(bad));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'trend_report_invalid',
      params: { line: 12_002, column: 'date' },
    });
    expect(await count('select count(*)::int as n from trend_imports')).toBe(before);
    const left = 'select count(*)::int as n from analytics_facts where artist_id = $1';
    expect(await count(left, [a.artistId])).toBe(0);
    const fixed = await importTrend(t, adminCookie, trendTsv(good));
    expect(fixed.json()).toMatchObject({ lines: 12_000, matched: 9_000 });
    expect(await count(left, [a.artistId])).toBe(9_000);
  });

  it('refuses the same content twice (line ends aside) with a stable code', async () => {
    const a = await catalogue();
    const content = trendTsv([trendLine({ isrc: a.isrc, day: '2024-03-20' })]);
    expect((await importTrend(t, adminCookie, content)).statusCode).toBe(201);
    const again = await importTrend(t, adminCookie, content.replaceAll('\n', '\r\n'));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('trend_report_duplicate');
  });

  it('loses nothing when two imports run at once', async () => {
    const a = await catalogue();
    const [one, two] = await Promise.all(
      ['2024-01-01', '2024-01-02'].map((day) =>
        importTrend(t, adminCookie, trendTsv([trendLine({ isrc: a.isrc, day, streams: 3 })])),
      ),
    );
    expect([one!.statusCode, two!.statusCode]).toEqual([201, 201]);
    const { rollups } = await storeFigures(t, 'spotify', a.artistId);
    expect(rollups).toContainEqual({
      grain: 'month',
      store_id: 'spotify',
      period: '2024-01-01',
      streams: 6,
    });
  });

  it.each([
    ['a missing column', trendTsv([], 'date\tstore\tcountry\tisrc'), 1, 'streams'],
    [
      'a bad count',
      trendTsv([trendLine({ isrc: 'QZABC2400001' }).replace('\t10\t', '\tx\t')]),
      2,
      'streams',
    ],
    [
      'an unknown store',
      trendTsv([trendLine({ isrc: 'QZABC2400001', store: 'Nowhere' })]),
      2,
      'store',
    ],
    [
      'an unknown country',
      trendTsv([trendLine({ isrc: 'QZABC2400001' }).replace('TR', 'ZZ')]),
      2,
      'country',
    ],
    [
      'a missing cell',
      trendTsv(['', trendLine({ isrc: 'QZABC2400001' }).slice(0, -2)]),
      3,
      'format',
    ],
  ])('refuses %s by line and column', async (_, content, lineNumber, column) => {
    const res = await importTrend(t, adminCookie, content);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'trend_report_invalid',
      params: { line: lineNumber, column },
    });
  });

  it('keeps unmatched lines for an admin, and matches a UPC to its release first track', async () => {
    const a = await catalogue();
    // Later than the other imports: its lines come first.
    t.clock.set(new Date('2024-04-05T12:00:00Z'));
    const header = `${trendHeader}\tupc`;
    const content = trendTsv(
      [
        `${trendLine({ isrc: 'XX-NOP-24-99999', day: '2024-03-25', streams: 4 })}\tnone`,
        `${trendLine({ isrc: '', day: '2024-03-25', streams: 6 })}\t${a.upc}`,
        `${trendLine({ isrc: 'XX-NOP-24-99998', day: '2024-03-26' })}\t`,
      ],
      header,
    );
    const res = await importTrend(t, adminCookie, content);
    expect(res.json()).toMatchObject({ lines: 3, matched: 1 });
    const { rows } = await t.database.executeSql(
      'select track_id, streams::int from analytics_facts where artist_id = $1',
      [a.artistId],
    );
    expect(rows).toEqual([{ track_id: a.track.id, streams: 6 }]);
    const unmatched = await request(t.app, adminCookie).get(
      '/v1/admin/trend-imports/unmatched?limit=1',
    );
    expect(unmatched.json().items).toEqual([
      {
        importId: res.json().id,
        lineNumber: 2,
        day: '2024-03-25',
        store: 'spotify',
        country: 'TR',
        isrc: 'XX-NOP-24-99999',
        upc: 'none',
        streams: 4,
        downloads: 1,
      },
    ]);
    const next = await request(t.app, adminCookie).get(
      `/v1/admin/trend-imports/unmatched?limit=1&cursor=${unmatched.json().nextCursor}`,
    );
    expect(next.json().items[0]).toMatchObject({ importId: res.json().id, lineNumber: 4 });
    const imports = await request(t.app, adminCookie).get('/v1/admin/trend-imports?limit=1');
    expect(imports.json().items[0]).toMatchObject({ id: res.json().id, lines: 3 });
  });

  it("reads a store's CSV by its saved trend mapping", async () => {
    const a = await catalogue();
    const api = request(t.app, adminCookie);
    const csv = 'Day;Territory;Recording;Plays\n"05/03/2024";tr;' + `${a.isrc};12\n`;
    const fields = { store: 'Deezer', format: 'csv' };
    const missing = await importTrend(t, adminCookie, csv, fields);
    expect(missing.json().code).toBe('trend_mapping_missing');
    const mapping = {
      columns: { date: 'Day', country: 'Territory', isrc: 'Recording', streams: 'Plays' },
      delimiter: ';',
      dateFormat: 'DD/MM/YYYY',
    };
    const { date: _, ...noDate } = mapping.columns;
    const refused = await api.put('/v1/admin/stores/deezer/trend-mapping', {
      ...mapping,
      columns: noDate,
    });
    expect(refused.json().fields).toEqual({ 'columns.date': 'required' });
    expect((await api.put('/v1/admin/stores/deezer/trend-mapping', mapping)).statusCode).toBe(200);
    expect((await api.get('/v1/admin/stores/deezer/trend-mapping')).json()).toEqual(mapping);
    const res = await importTrend(t, adminCookie, csv, fields);
    expect(res.json()).toMatchObject({ store: 'deezer', lines: 1, matched: 1 });
    const { facts } = await storeFigures(t, 'deezer', a.artistId);
    expect(facts).toEqual([{ day: '2024-03-05', streams: 12, n: 1 }]);
  });

  it("counts a DSR's streams on its usage start day, in each summary's territory", async () => {
    const a = await catalogue();
    const content = file(
      head('BasicAudioProfile', '2024-03-15'),
      summary('1', 'br', '5', '1.5'),
      release('1', a.upc),
      resource('1', 'A1', a.isrc.replaceAll('-', '')),
      streams('1', '1', 'RL1', 'A1', '5'),
    );
    const res = await importTrend(t, adminCookie, content, {
      store: 'spotify',
      format: 'ddex_dsr',
    });
    expect(res.json()).toMatchObject({ lines: 1, matched: 1, firstDay: '2024-03-15' });
    const { rows } = await t.database.executeSql(
      'select country, streams::int, downloads::int from analytics_facts where artist_id = $1',
      [a.artistId],
    );
    expect(rows).toEqual([{ country: 'BR', streams: 5, downloads: 0 }]);
  });

  it('is for admins only', async () => {
    const content = trendTsv([trendLine({ isrc: 'QZABC2400001' })]);
    const user = await signIn(t, await createUser(t));
    expect((await importTrend(t, user, content)).statusCode).toBe(403);
    expect((await importTrend(t, '', content)).statusCode).toBe(401);
    expect((await request(t.app, user).get('/v1/admin/trend-imports')).statusCode).toBe(403);
    const platform = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/analytics/platform',
      headers: { origin: testOrigin },
    });
    expect(platform.statusCode).toBe(401);
  });
});

describe('GET /v1/admin/analytics/platform', () => {
  it('gives streams and revenue per store and month', async () => {
    const a = await catalogue();
    const trend = trendTsv([
      trendLine({ isrc: a.isrc, day: '2023-11-03', streams: 9, store: 'tidal' }),
    ]);
    expect((await importTrend(t, adminCookie, trend)).statusCode).toBe(201);
    const royalty = report(
      line({ isrc: a.isrc, month: '2023-11', earnings: '2.5' }).replace('Spotify', 'TIDAL'),
    );
    expect((await importReport(t, adminCookie, royalty)).statusCode).toBe(201);
    const res = await request(t.app, adminCookie).get('/v1/admin/analytics/platform');
    expect(res.json().rows).toContainEqual({
      storeId: 'tidal',
      store: 'TIDAL',
      month: '2023-11',
      streams: 9,
      revenue: '2.50000000',
    });
  });
});
