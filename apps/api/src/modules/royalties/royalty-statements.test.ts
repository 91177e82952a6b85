import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { createUser, signIn } from '../../test/factories.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { tracks } from '../releases/tracks.table.ts';
import { header, importReport, line, releaseWithTrack } from './test/royalty-test-kit.ts';

let t: TestApp;
// As long as an import lets a cell be (500 characters): the PDF cuts it, the CSV keeps it whole.
const longStore = `Store ${'x'.repeat(494)}`;

/** An artist (free plan, 85%) with a refund, a formula-like title and a store with a long name. */
async function artistWithStatement() {
  const user = await createUser(t, { plan: 'lite' });
  const api = request(t.app, await signIn(t, user));
  const one = await releaseWithTrack(t, user.id);
  await t.db
    .update(tracks)
    .set({ title: '=HYPERLINK("http://evil")' })
    .where(eq(tracks.id, one.track.id));
  const storeLine = (store: string, earnings: string) =>
    ['2024-06-15', '2024-03', store, 'A', 'T', one.isrc, '', '10', 'TR', earnings].join('\t');
  const lines = [
    storeLine('Spotify', '10.00'),
    storeLine('@Apple Music', '1.00000001'),
    storeLine(longStore, '2.00'),
    line({ isrc: one.isrc, earnings: '-1.50' }),
  ];
  const admin = await signIn(t, await createUser(t, { role: 'admin' }));
  const res = await importReport(t, admin, [header, ...lines].join('\n') + '\n');
  expect(res.statusCode).toBe(201);
  return { user, api, one };
}

let a: Awaited<ReturnType<typeof artistWithStatement>>;
beforeAll(async () => {
  t = await createTestApp({ WORKERS: 'off' });
  t.clock.set(new Date('2024-06-20T10:00:00Z'));
  a = await artistWithStatement();
}, 30_000);
afterAll(() => t.close());

describe('GET /v1/royalties/statements', () => {
  it('lists the months with credits', async () => {
    expect((await a.api.get('/v1/royalties/statements')).json().items).toEqual([
      { month: '2024-06', amount: '9.77500001', lines: 4 },
    ]);
  });

  it('writes a CSV no spreadsheet runs as formulas, whose numbers stay numbers', async () => {
    const res = await a.api.get('/v1/royalties/statements/2024-06.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('soundpost-statement-2024-06.csv');
    const rows = res.body.trim().split('\r\n');
    expect(rows[0]).toBe(
      '"Posted","Sale month","Store","Country","Release","Track","ISRC","Quantity","Share",' +
        '"Reported by the store (USD)","Amount (USD)","Report line"',
    );
    expect(rows).toHaveLength(6);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(res.body).toContain(`"'@Apple Music"`);
    expect(res.body).not.toMatch(/(^|,)"[=@]/m);
    // A refund's amounts are bare numbers a spreadsheet sums, exact, with "." for decimals.
    expect(rows[4]).toContain(',1000,"85%",-1.50000000,-1.27500000,');
    expect(rows[1]).toContain(',10,"85%",10.00000000,8.50000000,');
    expect(res.body).toContain(longStore);
    expect(rows.at(-1)).toBe('"Total",,,,,,,,,,9.77500001,');
  });

  it('writes a PDF of sums, in the language asked, with money in cents', async () => {
    const res = await a.api.get('/v1/royalties/statements/2024-06.pdf?lang=es');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Estado de regalías 2024-06');
    expect(text).toContain('Informado por la tienda');
    expect(text).toContain(a.one.release.title!);
    // Spotify: 10.00 and -1.50 reported, 8.50 and -1.275 credited.
    expect(text).toMatch(/Spotify\s+2\s+1010\s+8,50 US\$\s+7,23 US\$/);
    expect(text).toContain('Total: 9,78 US$');
    expect(text).not.toContain('x'.repeat(100));
    expect(text).toContain('…');
  });

  it('refuses a bad file name, and is empty for a month without credits', async () => {
    expect((await a.api.get('/v1/royalties/statements/2024-06.xls')).statusCode).toBe(400);
    const empty = await a.api.get('/v1/royalties/statements/2023-01.csv');
    expect(empty.body.trim().split('\r\n')).toHaveLength(2);
  });

  it('lets an artist download 20 statements in 10 minutes', async () => {
    const user = await createUser(t);
    const api = request(t.app, await signIn(t, user));
    for (let i = 0; i < 20; i += 1) {
      expect((await api.get('/v1/royalties/statements/2023-01.csv')).statusCode).toBe(200);
    }
    const refused = await api.get('/v1/royalties/statements/2023-01.pdf');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    expect((await a.api.get('/v1/royalties/statements/2023-01.csv')).statusCode).toBe(200);
  });
});
