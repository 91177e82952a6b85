import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { createUser, signIn } from '../../test/factories.ts';
import { accountId, balanceOf } from '../ledger/ledger.ts';
import { changePlan } from '../plans/plan-periods.ts';
import { header, importReport, line, releaseWithTrack, report } from './test/royalty-test-kit.ts';

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp({ WORKERS: 'off' });
  t.clock.set(importDay);
  adminCookie = await signIn(t, await createUser(t, { role: 'admin' }));
});
afterAll(() => t.close());

/** Accounts are made in January; reports (up to March's) come in April. */
const signUpDay = new Date('2024-01-05T00:00:00Z');
const importDay = new Date('2024-04-05T00:00:00Z');

async function artist(plan: 'lite' | 'pro' = 'lite') {
  t.clock.set(signUpDay);
  const user = await createUser(t, { plan });
  t.clock.set(importDay);
  return {
    user,
    api: request(t.app, await signIn(t, user)),
    ...(await releaseWithTrack(t, user.id)),
  };
}

describe('POST /v1/admin/royalty-imports', () => {
  it('credits the share of the plan the owner had in each sale month, to the unit', async () => {
    const a = await artist('lite');
    await changePlan(t.db, a.user.id, 'pro', new Date('2024-02-10T00:00:00Z'));
    const res = await importReport(
      t,
      adminCookie,
      report(
        // January: free (85%); March: paid (100%). 0.00000007 × 85% = 5.95 units → 6 by remainder.
        line({ isrc: a.isrc, month: '2024-01', earnings: '10.00000007' }),
        line({ isrc: a.isrc.replaceAll('-', ''), month: '2024-03', earnings: '2.5' }),
        line({ upc: 'unknown', earnings: '0.12345678' }),
      ),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ lines: 3, matched: 2, unmatched: 1, total: '12.62345685' });

    const entries = (await a.api.get('/v1/royalties/entries')).json().items;
    expect(entries.map((e: { amount: string }) => e.amount).sort()).toEqual([
      '2.50000000',
      '8.50000006',
    ]);
    const january = entries.find((e: { date: string }) => e.date === '2024-01-01');
    expect(january).toMatchObject({
      proAmount: '10.00000007',
      sharePercent: 85,
      status: 'pending',
      store: 'Spotify',
      country: 'TR',
      isrc: a.isrc,
      track: { id: a.track.id },
    });
    const platform = await balanceOf(t.db, await accountId(t.db, 'platform_share'));
    expect(platform).toBe(150_000_001n);
  });

  it('refuses the same file twice with a stable code, and changes nothing', async () => {
    const a = await artist();
    const content = report(line({ isrc: a.isrc, earnings: '1.00' }), '');
    expect((await importReport(t, adminCookie, content)).statusCode).toBe(201);
    const again = await importReport(t, adminCookie, content);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('royalty_report_duplicate');
    expect((await a.api.get('/v1/royalties/summary')).json().balance).toBe('0.85000000');
  });

  it('posts nothing when a line midway cannot be read, and the fixed file imports', async () => {
    const a = await artist('pro');
    // Over 2 MB: lines of the first chunks are being written when the bad one is read.
    const good = Array.from({ length: 40_000 }, () => line({ isrc: a.isrc, earnings: '0.01' }));
    const bad = [
      ...good.slice(0, 39_000),
      line({ isrc: a.isrc, earnings: '1,5' }),
      ...good.slice(39_000),
    ];
    const res = await importReport(t, adminCookie, report(...bad));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'royalty_report_invalid',
      params: { line: 39_002, column: 'Earnings in USD' },
    });
    expect((await a.api.get('/v1/royalties/summary')).json().balance).toBe('0.00000000');
    const fixed = await importReport(t, adminCookie, report(...good));
    expect(fixed.json()).toMatchObject({ lines: 40_000, matched: 40_000, total: '400.00000000' });
    expect((await a.api.get('/v1/royalties/summary')).json().balance).toBe('400.00000000');
  });

  it('converts another currency at the given rate, and asks for the rate', async () => {
    const a = await artist('pro');
    const fields = { store: 'Deezer', period: '2024-03', currency: 'EUR' };
    const missing = await importReport(
      t,
      adminCookie,
      report(line({ isrc: a.isrc, earnings: '2' })),
      fields,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ exchangeRate: 'invalid' });
    const res = await importReport(t, adminCookie, report(line({ isrc: a.isrc, earnings: '2' })), {
      ...fields,
      exchangeRate: '1.0825',
    });
    expect(res.json()).toMatchObject({ total: '2.16500000', exchangeRate: '1.0825' });
  });

  it('rounds a converted amount half to even, to the unit', async () => {
    const a = await artist('pro');
    // × 0.5: 0.000000005 → 0, 0.000000015 → 2, 0.000000025 → 2, -0.000000015 → -2 units.
    const content = report(
      ...['0.00000001', '0.00000003', '0.00000005', '-0.00000003'].map((earnings) =>
        line({ isrc: a.isrc, earnings }),
      ),
    );
    const res = await importReport(t, adminCookie, content, {
      store: 'Deezer',
      period: '2024-03',
      currency: 'EUR',
      exchangeRate: '0.5',
    });
    expect(res.json()).toMatchObject({ lines: 4, total: '0.00000002' });
    const entries = (await a.api.get('/v1/royalties/entries')).json().items;
    expect(entries.map((e: { amount: string }) => e.amount).sort()).toEqual([
      '-0.00000002',
      '0.00000002',
      '0.00000002',
    ]);
    const { rows } = await t.database.executeSql(
      `select royalty_round_half_even(v)::text as r from unnest(
         array[2.5, 3.5, -2.5, -3.5, 2.4999, -2.5001, 7]::numeric[]) v`,
    );
    expect(rows.map((r) => (r as { r: string }).r)).toEqual(['2', '4', '-2', '-4', '2', '-3', '7']);
  });

  it('refuses a bad cell with its line and column, whichever check finds it', async () => {
    const a = await artist();
    const ok = line({ isrc: a.isrc, earnings: '1' });
    const cases: [string, number, string][] = [
      // Read by COPY as a number: the database names the column.
      [report(ok, ok, ok.replace('\t1000\t', '\tmany\t')), 4, 'Quantity'],
      [report(ok, line({ isrc: a.isrc, earnings: 'NaN' })), 3, 'Earnings in USD'],
      // Read in SQL: the sale month.
      [report(ok, line({ isrc: a.isrc, month: '2024-13', earnings: '1' })), 3, 'Sale Month'],
      // A line with a cell too many.
      [report(ok, `${ok}\textra`), 3, 'format'],
      // A column missing from the header.
      [[header.replace('\tCountry of Sale', ''), ok].join('\n'), 1, 'Country of Sale'],
    ];
    for (const [content, lineNumber, column] of cases) {
      const res = await importReport(t, adminCookie, content);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ params: { line: lineNumber, column } });
    }
    expect((await a.api.get('/v1/royalties/summary')).json().balance).toBe('0.00000000');
  });

  it('is for admins only', async () => {
    const a = await artist();
    const content = report(line({ isrc: a.isrc, earnings: '1' }));
    expect((await importReport(t, '', content)).statusCode).toBe(401);
    expect((await importReport(t, await signIn(t, a.user), content)).statusCode).toBe(403);
    expect((await a.api.get('/v1/admin/royalty-imports/unmatched')).statusCode).toBe(403);
  });
});

describe('unmatched lines', () => {
  it('are assigned to a track (then posted) or written off, once', async () => {
    const a = await artist('lite');
    const admin = request(t.app, adminCookie);
    const res = await importReport(
      t,
      adminCookie,
      report(
        line({ isrc: 'XX-NOP-24-00001', earnings: '4.00' }),
        line({ isrc: 'XX-NOP-24-00002', earnings: '3' }),
      ),
    );
    expect(res.json().unmatched).toBe(2);
    const queue = (await admin.get('/v1/admin/royalty-imports/unmatched?limit=100')).json().items;
    const [first, second] = ['XX-NOP-24-00001', 'XX-NOP-24-00002'].map((isrc) =>
      queue.find((l: { isrc: string }) => l.isrc === isrc)!,
    );
    const url = (id: string) => `/v1/admin/royalty-imports/unmatched/${id}/resolve`;
    const assigned = await admin.post(url(first.id), { action: 'assign', trackId: a.track.id });
    expect(assigned.json()).toMatchObject({ status: 'assigned', amount: '4.00000000' });
    expect((await a.api.get('/v1/royalties/summary')).json().balance).toBe('3.40000000');
    expect((await admin.post(url(second.id), { action: 'write_off' })).json().status).toBe(
      'written_off',
    );
    expect(await balanceOf(t.db, await accountId(t.db, 'write_off'))).toBeGreaterThanOrEqual(
      300_000_000n,
    );
    const again = await admin.post(url(first.id), { action: 'write_off' });
    expect(again.json().code).toBe('royalty_line_resolved');
    const left = (await admin.get('/v1/admin/royalty-imports/unmatched?limit=100')).json().items;
    expect(left.map((l: { id: string }) => l.id)).not.toContain(first.id);
  });
});

describe('GET /v1/royalties/entries and /summary', () => {
  it("shows only the artist's own entries; credits become available after the wait", async () => {
    const [a, b] = [await artist('pro'), await artist('lite')];
    await importReport(
      t,
      adminCookie,
      report(line({ isrc: a.isrc, earnings: '1.5' }), line({ isrc: b.isrc, earnings: '9' })),
    );
    const mine = (await a.api.get('/v1/royalties/entries')).json().items;
    expect(mine.map((e: { isrc: string }) => e.isrc)).toEqual([a.isrc]);
    expect((await a.api.get('/v1/royalties/summary')).json()).toEqual({
      currency: 'USD',
      balance: '1.50000000',
      available: '0.00000000',
      pending: '1.50000000',
      paid: '0.00000000',
      inFlight: '0.00000000',
      earned: '1.50000000',
      proEarned: '1.50000000',
      payoutWaitDays: 30,
      upcoming: [{ availableAt: expect.any(String), amount: '1.50000000' }],
    });
    t.clock.set(new Date(t.clock.now().getTime() + 31 * 86_400_000));
    const [aCookie, bCookie] = [await signIn(t, a.user), await signIn(t, b.user)];
    expect((await request(t.app, aCookie).get('/v1/royalties/summary')).json().available).toBe(
      '1.50000000',
    );
    // Free: 90 days.
    expect((await request(t.app, bCookie).get('/v1/royalties/summary')).json().available).toBe(
      '0.00000000',
    );
    expect(
      (await request(t.app, aCookie).get('/v1/royalties/entries')).json().items[0].status,
    ).toBe('available');
    expect((await request(t.app).get('/v1/royalties/entries')).statusCode).toBe(401);
  });
});
