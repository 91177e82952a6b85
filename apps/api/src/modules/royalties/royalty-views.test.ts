import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { createUser, signIn } from '../../test/factories.ts';
import { tracks } from '../releases/tracks.table.ts';
import { header, importReport, line, releaseWithTrack } from './test/royalty-test-kit.ts';

let t: TestApp;
let adminCookie: string;
const report = (...lines: string[]) => [header, ...lines].join('\n') + '\n';

/** An artist (free plan) with two tracks on two releases, and one report crediting them. */
async function artistWithEarnings() {
  const user = await createUser(t, { plan: 'lite' });
  const api = request(t.app, await signIn(t, user));
  const one = await releaseWithTrack(t, user.id);
  const two = await releaseWithTrack(t, user.id);
  await t.db
    .update(tracks)
    .set({ title: '=HYPERLINK("http://evil")' })
    .where(eq(tracks.id, one.track.id));
  const storeLine = (store: string, isrc: string, earnings: string, country = 'TR') =>
    ['2024-06-15', '2024-03', store, 'A', 'T', isrc, '', '10', country, earnings].join('\t');
  const res = await importReport(
    t,
    adminCookie,
    report(
      storeLine('Spotify', one.isrc, '10.00'),
      storeLine('@Apple Music', one.isrc, '1.00000001', 'DE'),
      storeLine('Spotify', two.isrc, '2.00', 'DE'),
      line({ isrc: two.isrc, month: '2024-04', earnings: '4.00' }),
    ),
    // April's line rides along as a late one.
    { store: 'Spotify', period: '2024-04', currency: 'USD' },
  );
  expect(res.statusCode).toBe(201);
  return { user, api, one, two };
}

let a: Awaited<ReturnType<typeof artistWithEarnings>>;
let other: Awaited<ReturnType<typeof artistWithEarnings>>;
beforeAll(async () => {
  t = await createTestApp({ WORKERS: 'off' });
  t.clock.set(new Date('2024-06-20T10:00:00Z'));
  adminCookie = await signIn(t, await createUser(t, { role: 'admin' }));
});
beforeAll(async () => {
  a = await artistWithEarnings();
  other = await artistWithEarnings();
}, 30_000);
afterAll(() => t.close());

describe('GET /v1/royalties/breakdown', () => {
  it('sums own credits exactly by store, country, release and track', async () => {
    const by = async (dim: string, query = '') =>
      (await a.api.get(`/v1/royalties/breakdown?by=${dim}${query}`)).json().items;
    expect(await by('store')).toEqual([
      expect.objectContaining({
        key: 'Spotify',
        amount: '13.60000000',
        proAmount: '16.00000000',
        lines: 3,
        quantity: 1020,
      }),
      expect.objectContaining({ key: '@Apple Music', amount: '0.85000001', lines: 1 }),
    ]);
    expect((await by('country')).map((i: { key: string }) => i.key)).toEqual(['TR', 'DE']);
    expect(await by('release')).toEqual([
      expect.objectContaining({
        key: a.one.release.id,
        label: a.one.release.title,
        amount: '9.35000001',
      }),
      expect.objectContaining({ key: a.two.release.id, amount: '5.10000000' }),
    ]);
    expect(await by('track', '&from=2024-04&to=2024-04')).toEqual([
      expect.objectContaining({ key: a.two.track.id, amount: '3.40000000', lines: 1 }),
    ]);
  });

  it('refuses an unknown dimension or month', async () => {
    expect((await a.api.get('/v1/royalties/breakdown?by=artist')).statusCode).toBe(400);
    expect((await a.api.get('/v1/royalties/breakdown?by=track&from=2024-13')).statusCode).toBe(400);
    expect((await request(t.app).get('/v1/royalties/breakdown?by=track')).statusCode).toBe(401);
  });
});

describe('GET /v1/royalties/entries (lines of an amount)', () => {
  it('narrows to a breakdown row and names the report line behind each credit', async () => {
    const res = await a.api.get(`/v1/royalties/entries?trackId=${a.one.track.id}&store=Spotify`);
    expect(res.json().items).toEqual([
      expect.objectContaining({
        amount: '8.50000000',
        proAmount: '10.00000000',
        sharePercent: 85,
        quantity: 10,
        store: 'Spotify',
        release: { id: a.one.release.id, title: a.one.release.title },
        report: expect.objectContaining({
          filename: 'report.tsv',
          period: '2024-04',
          lineNumber: 2,
        }),
      }),
    ]);
    const entry = res.json().items[0];
    const one = await a.api.get(`/v1/royalties/entries/${entry.lineId}`);
    expect(one.json()).toEqual(entry);
  });

  it("answers 404 for another artist's release, track or entry", async () => {
    const theirs = (await other.api.get('/v1/royalties/entries')).json().items[0];
    for (const url of [
      `/v1/royalties/entries?releaseId=${other.one.release.id}`,
      `/v1/royalties/entries?trackId=${other.one.track.id}`,
      `/v1/royalties/entries/${theirs.lineId}`,
      '/v1/royalties/entries/not-a-uuid',
    ]) {
      expect((await a.api.get(url)).statusCode, url).toBe(404);
    }
  });
});

describe('GET /v1/royalties/summary', () => {
  it('tells what the 100% share would have paid', async () => {
    expect((await a.api.get('/v1/royalties/summary')).json()).toMatchObject({
      earned: '14.45000001',
      proEarned: '17.00000001',
    });
  });
});

describe('admin royalty lists', () => {
  it('lists past imports with who ran them, and finds tracks by ISRC or title', async () => {
    const admin = request(t.app, adminCookie);
    const imports = (await admin.get('/v1/admin/royalty-imports?limit=1')).json();
    expect(imports.items[0]).toMatchObject({
      lines: 4,
      matched: 4,
      unmatched: 0,
      total: '17.00000001',
    });
    expect(imports.items[0].importedBy.name).toBeTruthy();
    expect(imports.nextCursor).toBeTruthy();
    const search = (q: string) => admin.get(`/v1/admin/royalty-tracks?q=${encodeURIComponent(q)}`);
    expect((await search(a.two.isrc.replaceAll('-', ''))).json().items).toEqual([
      expect.objectContaining({ id: a.two.track.id, owner: { id: a.user.id, name: a.user.name } }),
    ]);
    expect((await search('HYPERLINK')).json().items).toHaveLength(2);
    expect((await search('%_')).json().items).toEqual([]);
  });

  it('is for admins only', async () => {
    for (const url of ['/v1/admin/royalty-imports', '/v1/admin/royalty-tracks?q=ab']) {
      expect((await request(t.app).get(url)).statusCode).toBe(401);
      expect((await a.api.get(url)).statusCode).toBe(403);
    }
  });
});
