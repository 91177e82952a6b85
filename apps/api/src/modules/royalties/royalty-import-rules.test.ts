import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { createUser, signIn } from '../../test/factories.ts';
import { changePlan } from '../plans/plan-periods.ts';
import { importReport, line, releaseWithTrack, report } from './test/royalty-test-kit.ts';

// The rules issue 18 added to the import (decision 026): the period and sale months, the first
// month's share, the rate, the normalised duplicate check and the stores a report names.
let t: TestApp;
let adminCookie: string;
const importDay = new Date('2024-05-05T00:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ WORKERS: 'off' });
  t.clock.set(importDay);
  adminCookie = await signIn(t, await createUser(t, { role: 'admin' }));
});
afterAll(() => t.close());

const fields = (period: string) => ({ store: 'Spotify', period, currency: 'USD' });

/** An artist who signed up at `signedUp` on `plan`; the clock is then back at the import day. */
async function artist(signedUp: string, plan: 'lite' | 'pro' = 'lite') {
  t.clock.set(new Date(signedUp));
  const user = await createUser(t, { plan });
  t.clock.set(importDay);
  return {
    user,
    api: request(t.app, await signIn(t, user)),
    ...(await releaseWithTrack(t, user.id)),
  };
}
const balance = async (a: { api: ReturnType<typeof request> }) =>
  (await a.api.get('/v1/royalties/summary')).json().balance;

describe('sale months and the period', () => {
  it('refuses a month not over and a line after the period, and takes earlier months', async () => {
    const a = await artist('2024-01-01T00:00:00Z');
    const april = await importReport(
      t,
      adminCookie,
      report(line({ isrc: a.isrc, earnings: '1' })),
      fields('2024-05'),
    );
    expect(april.statusCode).toBe(422);
    expect(april.json()).toMatchObject({
      code: 'royalty_report_period_future',
      params: { period: '2024-05' },
    });
    const late = report(
      line({ isrc: a.isrc, month: '2024-02', earnings: '1' }),
      line({ isrc: a.isrc, month: '2024-04', earnings: '1' }),
    );
    const refused = await importReport(t, adminCookie, late, fields('2024-03'));
    expect(refused.json()).toMatchObject({
      code: 'royalty_report_month_after_period',
      params: { line: 3, column: 'Sale Month', period: '2024-03' },
    });
    expect(await balance(a)).toBe('0.00000000');
    // A month that has ended may be reported; earlier months ride along as late lines.
    const taken = await importReport(t, adminCookie, late, fields('2024-04'));
    expect(taken.statusCode).toBe(201);
    expect(await balance(a)).toBe('1.70000000');
  });

  it('refuses an amount a bigint cannot hold with 422, not a 500 later', async () => {
    const a = await artist('2024-01-01T00:00:00Z');
    const res = await importReport(
      t,
      adminCookie,
      report(line({ isrc: a.isrc, earnings: '92233720368.54775808' })),
      fields('2024-03'),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'royalty_report_amount_too_large',
      params: { line: 2 },
    });
  });
});

describe("the first month's share", () => {
  it('is that of the plan held for most of the month, from sign-up on', async () => {
    // Upgraded minutes after signing up: the month is paid's.
    const minutes = await artist('2024-03-10T12:00:00Z');
    await changePlan(t.db, minutes.user.id, 'pro', new Date('2024-03-10T12:05:00Z'));
    // Free since January, upgraded on the 25th: March is mostly free; April all paid.
    const late = await artist('2024-01-01T00:00:00Z');
    await changePlan(t.db, late.user.id, 'pro', new Date('2024-03-25T00:00:00Z'));
    // Upgraded on the 5th: March is mostly paid.
    const early = await artist('2024-01-01T00:00:00Z');
    await changePlan(t.db, early.user.id, 'pro', new Date('2024-03-05T00:00:00Z'));
    const res = await importReport(
      t,
      adminCookie,
      report(
        ...[minutes, late, early].map((a) =>
          line({ isrc: a.isrc, month: '2024-03', earnings: '10' }),
        ),
        line({ isrc: late.isrc, month: '2024-04', earnings: '10' }),
      ),
      fields('2024-04'),
    );
    expect(res.statusCode).toBe(201);
    expect(await balance(minutes)).toBe('10.00000000');
    expect(await balance(late)).toBe('18.50000000');
    expect(await balance(early)).toBe('10.00000000');
  });
});

describe('the import form', () => {
  it('requires a positive exchange rate', async () => {
    const a = await artist('2024-01-01T00:00:00Z');
    for (const exchangeRate of ['0', '0.000', '00']) {
      const res = await importReport(
        t,
        adminCookie,
        report(line({ isrc: a.isrc, earnings: '1' })),
        {
          ...fields('2024-03'),
          currency: 'EUR',
          exchangeRate,
        },
      );
      expect(res.statusCode, exchangeRate).toBe(400);
      expect(res.json().fields).toEqual({ exchangeRate: 'invalid' });
    }
  });

  it('refuses the same report again with CRLF line ends or a byte order mark', async () => {
    const a = await artist('2024-01-01T00:00:00Z');
    const content = report(
      line({ isrc: a.isrc, earnings: '1' }),
      line({ isrc: a.isrc, earnings: '2' }),
    );
    expect((await importReport(t, adminCookie, content, fields('2024-03'))).statusCode).toBe(201);
    for (const again of [content.replaceAll('\n', '\r\n'), `\uFEFF${content}`, content.trimEnd()]) {
      const res = await importReport(t, adminCookie, again, fields('2024-03'));
      expect(res.json().code).toBe('royalty_report_duplicate');
    }
    expect(await balance(a)).toBe('2.55000000');
  });

  it('lists the stores the report names, not only the one it was imported under', async () => {
    const a = await artist('2024-01-01T00:00:00Z');
    const ok = line({ isrc: a.isrc, earnings: '1' });
    const content = report(
      ok,
      ok.replace('Spotify', 'Apple Music'),
      ok.replace('Spotify', 'Deezer'),
      ok,
    );
    const res = await importReport(t, adminCookie, content, fields('2024-03'));
    expect(res.json().stores).toEqual(['Spotify', 'Apple Music', 'Deezer']);
    const list = (await request(t.app, adminCookie).get('/v1/admin/royalty-imports')).json();
    expect(list.items.find((i: { id: string }) => i.id === res.json().id).stores).toEqual([
      'Spotify',
      'Apple Music',
      'Deezer',
    ]);
  });
});
