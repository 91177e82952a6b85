import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { createUser, signIn } from '../../test/factories.ts';
import { file, head, release, resource, row, streams, summary } from './test/dsr-test-kit.ts';
import { importReport, releaseWithTrack } from './test/royalty-test-kit.ts';

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp({ WORKERS: 'off' });
  adminCookie = await signIn(t, await createUser(t, { role: 'admin' }));
});
afterAll(() => t.close());

const fields = {
  store: 'Spotify',
  period: '2024-05',
  currency: 'EUR',
  exchangeRate: '1.1',
  format: 'ddex_dsr',
};
describe('POST /v1/admin/royalty-imports with format=ddex_dsr', () => {
  it("shares each summary's NetRevenue among its records by usages, exactly", async () => {
    const pro = await createUser(t, { plan: 'pro' });
    const { isrc } = await releaseWithTrack(t, pro.id);
    const content = file(
      head(),
      '#SY02\tSummaryRecordId\tTerritory',
      summary('1', 'tr', '3', '10'),
      summary('2', 'BR', '4', '0.00000007'),
      release('1', '0000000000000'),
      resource('1', 'A1', isrc.replaceAll('-', '')),
      resource('1', 'A2', 'XXNOP2400001|XXNOP2400002'),
      streams('1', '1', 'RL1', 'A1', '1'),
      streams('1', '1', 'RL1', 'A1', '1'),
      streams('1', '1', 'RL1', 'A2', '1'),
      streams('1', '2', 'RL1', 'A1', '4'),
    );
    const res = await importReport(t, adminCookie, content, fields);
    expect(res.statusCode).toBe(201);
    // 10 EUR × 1.1 = 11 USD over 3 streams: 3.66666667 + 3.66666666 + 3.66666667; 0.00000007
    // EUR × 1.1 = 0.000000077 → 0.00000008 (half to even).
    expect(res.json()).toMatchObject({ lines: 4, matched: 3, unmatched: 1, total: '11.00000008' });
    const entries = (
      await request(t.app, await signIn(t, pro)).get('/v1/royalties/entries?limit=10')
    )
      .json()
      .items.map((e: { amount: string; country: string; quantity: number; date: string }) =>
        [e.amount, e.country, e.quantity, e.date].join(' '),
      )
      .sort();
    expect(entries).toEqual([
      '0.00000008 BR 4 2024-05-01',
      '3.66666666 TR 1 2024-05-01',
      '3.66666667 TR 1 2024-05-01',
    ]);
    const summaryRes = await request(t.app, await signIn(t, pro)).get('/v1/royalties/summary');
    expect(summaryRes.json().balance).toBe('7.33333341');
  });

  it('refuses a file it cannot account for, with the line and the DDEX cell', async () => {
    const cases: [string, number, string][] = [
      [file(head('UgcProfile')), 1, 'Profile'],
      [file(head(undefined, '2024-5-01')), 1, 'UsageStartDate'],
      [file(summary('1', 'TR', '1', '1')), 1, 'RecordType'],
      [file(head(), summary('1', 'TR', '1', '1,5')), 2, 'NetRevenue'],
      [
        file(head(), row('SY02.02', '1', '', '', 'M', 'U', 'TR', 'P', '1', '', 'USD', '1')),
        2,
        'CurrencyOfReporting',
      ],
      [
        file(
          head(),
          summary('1', 'TR', '1', '1'),
          resource('1', 'A1', 'QZ'),
          streams('1', '9', '', 'A1', '1'),
        ),
        4,
        'SummaryRecordId',
      ],
      [
        file(
          head(),
          summary('1', 'TR', '1', '1'),
          resource('1', 'A1', 'QZ'),
          streams('1', '1', '', 'B7', '1'),
        ),
        4,
        'TransactedResource',
      ],
      [
        file(
          head(),
          summary('1', 'TR', '1', '1'),
          resource('1', 'A1', 'QZ'),
          streams('1', '1', '', 'A1', 'x'),
        ),
        4,
        'NumberOfStreams',
      ],
      // Two usages counted, one reported: half the revenue would be left unshared.
      [
        file(
          head(),
          summary('1', 'TR', '2', '1'),
          resource('1', 'A1', 'QZ'),
          streams('1', '1', '', 'A1', '1'),
        ),
        2,
        'Usages',
      ],
      [file(head(), summary('1', 'TR', '1', '1'), row('ZZ01', '1')), 3, 'RecordType'],
      // A second summary of the same id: the first one's money would go nowhere.
      [
        file(
          head(),
          summary('1', 'TR', '1', '5'),
          summary('1', 'BR', '1', '7'),
          resource('1', 'A1', 'QZ'),
          streams('1', '1', '', 'A1', '1'),
        ),
        3,
        'SummaryRecordId',
      ],
    ];
    for (const [content, line, column] of cases) {
      const res = await importReport(t, adminCookie, content, fields);
      expect(res.statusCode, column).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'royalty_report_invalid',
        params: { line, column },
      });
    }
  });

  it('refuses a month after the period, an over-long cell and a huge revenue, by line', async () => {
    const body = [resource('1', 'A1', 'QZ'), streams('1', '1', '', 'A1', '1')];
    const cases: [string, string, number, string][] = [
      [
        file(head(undefined, '2024-06-01'), summary('1', 'TR', '1', '1'), ...body),
        'royalty_report_month_after_period',
        1,
        'UsageStartDate',
      ],
      [
        file(
          head(),
          summary('1', 'TR', '1', '1'),
          resource('1', 'A1', 'QZ').replace('Some Song', 'x'.repeat(501)),
          streams('1', '1', '', 'A1', '1'),
        ),
        'royalty_report_cell_too_long',
        3,
        'Title',
      ],
      [
        file(head(), summary('1', 'TR', '1', '92233720368.54775808'), ...body),
        'royalty_report_amount_too_large',
        2,
        'NetRevenue',
      ],
    ];
    for (const [content, code, line, column] of cases) {
      const res = await importReport(t, adminCookie, content, fields);
      expect(res.statusCode, code).toBe(422);
      expect(res.json()).toMatchObject({ code, params: { line, column } });
    }
  });
});
