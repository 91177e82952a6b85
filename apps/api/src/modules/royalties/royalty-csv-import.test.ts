import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { createUser, signIn } from '../../test/factories.ts';
import { importReport, releaseWithTrack } from './test/royalty-test-kit.ts';

let t: TestApp;
let admin: ReturnType<typeof request>;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp({ WORKERS: 'off' });
  adminCookie = await signIn(t, await createUser(t, { role: 'admin' }));
  admin = request(t.app, adminCookie);
});
afterAll(() => t.close());

/** A European store's CSV: semicolons, decimal commas, day/month/year dates. */
const mapping = {
  columns: {
    isrc: 'Track ISRC',
    upc: 'Product UPC',
    quantity: 'Units',
    earnings: 'Net Revenue',
    country: 'Territory',
    saleMonth: 'Sales Date',
    title: 'Track',
    artist: 'Performer',
  },
  delimiter: ';',
  decimalSeparator: ',',
  dateFormat: 'DD/MM/YYYY',
};
const csvHeader =
  'Sales Date;Performer;Track;Track ISRC;Product UPC;Units;Territory;Net Revenue;Note';
const csvFields = {
  store: 'Deezer',
  period: '2024-02',
  currency: 'USD',
  format: 'csv',
  storeId: 'deezer',
};

describe('PUT/GET /v1/admin/stores/:id/report-mapping', () => {
  it('saves a mapping per store, replaces it, and shows it to admins only', async () => {
    // None saved yet: the mapping is not found (importing without one is report_mapping_missing).
    expect((await admin.get('/v1/admin/stores/deezer/report-mapping')).statusCode).toBe(404);
    expect((await admin.put('/v1/admin/stores/deezer/report-mapping', mapping)).statusCode).toBe(
      200,
    );
    const replaced = { ...mapping, dateFormat: 'MM/DD/YYYY' };
    await admin.put('/v1/admin/stores/deezer/report-mapping', replaced);
    expect((await admin.get('/v1/admin/stores/deezer/report-mapping')).json()).toEqual(replaced);
    await admin.put('/v1/admin/stores/deezer/report-mapping', mapping);

    const unknown = await admin.put('/v1/admin/stores/no-such-store/report-mapping', mapping);
    expect(unknown.statusCode).toBe(404);
    const noIds = { ...mapping, columns: { ...mapping.columns, isrc: undefined, upc: undefined } };
    const bad = await admin.put('/v1/admin/stores/deezer/report-mapping', noIds);
    expect(bad.statusCode).toBe(400);
    // Each problem on its own field, as a translatable key the admin form shows there.
    const worse = { ...noIds, columns: { ...noIds.columns, quantity: ' ' }, delimiter: ',' };
    const refused = await admin.put('/v1/admin/stores/deezer/report-mapping', worse);
    expect(refused.json().fields).toEqual({
      'columns.quantity': 'required',
      'columns.isrc': 'isrc_or_upc',
      decimalSeparator: 'same_as_delimiter',
    });
    const user = request(t.app, await signIn(t, await createUser(t)));
    expect((await user.get('/v1/admin/stores/deezer/report-mapping')).statusCode).toBe(403);
    expect((await request(t.app).get('/v1/admin/stores/deezer/report-mapping')).statusCode).toBe(
      401,
    );
  });
});

describe('POST /v1/admin/royalty-imports with format=csv', () => {
  it("reads the store's CSV by its mapping, to the unit", async () => {
    await admin.put('/v1/admin/stores/deezer/report-mapping', mapping);
    const user = await createUser(t, { plan: 'lite' });
    const { isrc, track } = await releaseWithTrack(t, user.id);
    const content = [
      csvHeader,
      `15/01/2024;Some Artist;Some Song;${isrc};;1200;fr;12,34567891;promo`,
      `03/02/2024;Some Artist;Some Song;${isrc.replaceAll('-', '')};;7;de;0,5;`,
      `03/02/2024;Nobody;Unknown;XX-NOP-24-00077;;1;it;-0,25;refund`,
    ].join('\r\n');
    const res = await importReport(t, adminCookie, content, csvFields);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ lines: 3, matched: 2, unmatched: 1, total: '12.59567891' });
    const entries = (await request(t.app, await signIn(t, user)).get('/v1/royalties/entries'))
      .json()
      .items.sort((a: { date: string }, b: { date: string }) => a.date.localeCompare(b.date));
    // 85% of 12.34567891 = 10.4938270735 → 10.49382707; of 0.5 = 0.425.
    expect(entries).toMatchObject([
      {
        date: '2024-01-01',
        amount: '10.49382707',
        store: 'Deezer',
        country: 'FR',
        quantity: 1200,
      },
      { date: '2024-02-01', amount: '0.42500000', track: { id: track.id } },
    ]);
  });

  it('refuses a CSV for a store without a mapping, and a bad cell with its line and column', async () => {
    const noMapping = await importReport(t, adminCookie, `${csvHeader}\n`, {
      ...csvFields,
      storeId: 'spotify',
    });
    expect(noMapping.statusCode).toBe(422);
    expect(noMapping.json().code).toBe('report_mapping_missing');
    const missingStore = await importReport(t, adminCookie, `${csvHeader}\n`, {
      ...csvFields,
      storeId: '',
    });
    expect(missingStore.statusCode).toBe(400);

    await admin.put('/v1/admin/stores/deezer/report-mapping', mapping);
    const cases: [string, number, string][] = [
      [`${csvHeader}\n15/01/2024;A;B;QZABC2400001;;1;FR;1.5;`, 2, 'Net Revenue'],
      [
        `${csvHeader}\n15/01/2024;A;B;QZABC2400001;;1;FR;1,5;\n2024-01;A;B;;;1;FR;1;`,
        3,
        'Sales Date',
      ],
      [`${csvHeader}\n15/13/2024;A;B;QZABC2400001;;1;FR;1;`, 2, 'Sales Date'],
      [`${csvHeader}\n15/01/2024;A;B;QZABC2400001;;one;FR;1;`, 2, 'Units'],
      [`Sales Date;Track ISRC;Units;Net Revenue\n15/01/2024;X;1;1`, 1, 'Product UPC'],
    ];
    for (const [content, line, column] of cases) {
      const res = await importReport(t, adminCookie, content, csvFields);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'royalty_report_invalid',
        params: { line, column },
      });
    }
  });
});
