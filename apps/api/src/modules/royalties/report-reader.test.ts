import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { fields, noDate, type IsrcText } from './line-batch.ts';
import { chunkSize, distributorTsv, ReportReader, type ReportLayout } from './report-reader.ts';

const work = mkdtempSync(join(tmpdir(), 'soundpost-report-reader-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const isoDay = (days: number) =>
  days === noDate ? null : new Date(Date.UTC(2000, 0, 1 + days)).toISOString().slice(0, 10);

/** Reads `content` by `layout` into plain lines, and the file's sha256 as the reader fed it. */
async function read(
  content: string | Buffer,
  layout: ReportLayout = distributorTsv,
  rate?: string,
) {
  const path = join(work, `report-${Math.random()}`);
  writeFileSync(path, content);
  const isrcs = new Map<string, IsrcText>();
  const isrcText = (text: string) => {
    if (!isrcs.has(text)) isrcs.set(text, { text, bytes: Buffer.from(text) });
    return isrcs.get(text)!;
  };
  const hash = createHash('sha256');
  const reader = new ReportReader(
    { layout, store: 'Default', rate, period: '2024-06' },
    isrcText,
    (chunk) => hash.update(chunk),
  );
  const lines = [];
  for await (const batch of reader.read(path)) {
    for (let i = 0; i < batch.count; i++) {
      const store = batch.start(i, fields.store) === -1 ? 'Default' : batch.text(i, fields.store);
      const amount = batch.amountOf(i);
      lines.push({
        line: batch.lineNumber[i],
        reportingDate: isoDay(batch.reportingDate[i]!),
        saleMonth: isoDay(batch.saleMonth[i]!),
        store,
        artist: batch.text(i, fields.artist),
        title: batch.text(i, fields.title),
        isrc: batch.isrc[i]!.text,
        upc: batch.text(i, fields.upc),
        quantity: batch.quantity[i],
        country: batch.overridden(i, fields.country)?.toString() ?? batch.text(i, fields.country),
        amount: amount.toString(),
      });
    }
  }
  return { lines, hash: hash.digest('hex') };
}

/** The 422 a read refuses with: its line and column. */
async function refusal(content: string | Buffer, layout?: ReportLayout, rate?: string) {
  const error = await read(content, layout, rate).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).params;
}

/** The code of the 422 a read refuses with. */
async function refusalCode(content: string | Buffer, rate?: string) {
  const error = await read(content, undefined, rate).then(
    () => undefined,
    (e: unknown) => e,
  );
  return (error as AppError | undefined)?.code;
}

const header =
  'Reporting Date\tSale Month\tStore\tArtist\tTitle\tISRC\tUPC\tQuantity\tCountry of Sale\tEarnings in USD';
const row = (cells: Partial<Record<'date' | 'month' | 'isrc' | 'qty' | 'earnings', string>> = {}) =>
  [
    cells.date ?? '2024-06-15',
    cells.month ?? '2024-03',
    'Spotify',
    'Some Artist',
    'Some Song',
    cells.isrc ?? 'qzabc2400001',
    '',
    cells.qty ?? '3',
    'tr',
    cells.earnings ?? '1.5',
  ].join('\t');

const semicolons: ReportLayout = {
  delimiter: ';',
  decimalSeparator: ',',
  dateFormat: 'DD/MM/YYYY',
  columns: { saleMonth: 'Date', isrc: 'ISRC', quantity: 'Units', earnings: 'Net', title: 'Track' },
};

describe('ReportReader', () => {
  it('reads the distributor TSV: a BOM, CRLF, blank lines and spaces, by the file line', async () => {
    const content = `\uFEFF${header}\r\n${row()}\r\n\r\n  ${row({ month: '2024-04-30', isrc: 'QZ-ABC-24-00002' })} \r\n`;
    const { lines, hash } = await read(content);
    expect(lines).toEqual([
      {
        line: 2,
        reportingDate: '2024-06-15',
        saleMonth: '2024-03-01',
        store: 'Spotify',
        artist: 'Some Artist',
        title: 'Some Song',
        isrc: 'QZ-ABC-24-00001',
        upc: '',
        quantity: 3,
        country: 'TR',
        amount: '150000000',
      },
      expect.objectContaining({ line: 4, saleMonth: '2024-04-01', isrc: 'QZ-ABC-24-00002' }),
    ]);
    expect(hash).toBe(createHash('sha256').update(content).digest('hex'));
  });

  it('reads quoted cells with the delimiter, doubled quotes and line breaks inside', async () => {
    const content = [
      'Date;Track;ISRC;Units;Net;Note',
      '15/01/2024;"A; ""B""";X1;1;1,5;"two',
      'lines"',
      '16/02/2024; C ;X2;2;-0,25;',
    ].join('\n');
    const { lines } = await read(content, semicolons);
    expect(lines.map((l) => [l.line, l.saleMonth, l.title, l.isrc, l.amount, l.store])).toEqual([
      [2, '2024-01-01', 'A; "B"', 'X1', '150000000', 'Default'],
      [4, '2024-02-01', 'C', 'X2', '-25000000', 'Default'],
    ]);
  });

  it('converts exactly at a rate, half to even past 8 decimals, and past 2^53 units', async () => {
    const earnings = ['0.00000001', '0.00000003', '-0.00000003', '123456789.123456789'];
    const content = [header, ...earnings.map((e) => row({ earnings: e }))].join('\n');
    expect((await read(content, distributorTsv, '0.5')).lines.map((l) => l.amount)).toEqual([
      '0',
      '2',
      '-2',
      '6172839456172839',
    ]);
    expect((await read(content)).lines.map((l) => l.amount)).toEqual([
      '1',
      '3',
      '-3',
      '12345678912345679',
    ]);
  });

  it('reads records across chunks, a character split by a chunk included', async () => {
    // More than a chunk; a first line long enough that the first chunk ends inside an é.
    const line = row().replace('Some Artist', 'Sömé Ärtist');
    const size = Buffer.byteLength(`${line}\n`);
    const accent = Buffer.from(line).indexOf(Buffer.from('é'));
    const before = Buffer.byteLength(`${header}\n`);
    const pad = ((((chunkSize - before - accent - 1) % size) + size) % size) + size;
    const plain = Buffer.byteLength(`${row()}\n`);
    const first = row().replace('Some Artist', 'x'.repeat(pad - plain + 'Some Artist'.length));
    const count = Math.ceil((chunkSize * 1.25) / size);
    const content = [header, first, ...Array<string>(count).fill(line)].join('\n');
    const chunkEnd = Buffer.from(content).subarray(chunkSize - 1, chunkSize + 1);
    expect(chunkEnd.toString()).toBe('é');
    const { lines } = await read(content);
    expect(lines).toHaveLength(count + 1);
    expect(lines.at(-1)).toMatchObject({ line: count + 2, artist: 'Sömé Ärtist' });
    expect(new Set(lines.slice(1).map((l) => l.artist))).toEqual(new Set(['Sömé Ärtist']));
  });

  it('refuses a line with its line and column, in the first reader’s order', async () => {
    const cases: [string | Buffer, number, string][] = [
      [[header, row(), row({ month: '2024-13', qty: 'x' })].join('\n'), 3, 'Sale Month'],
      [[header, row({ date: '2024-02-30', qty: 'x' })].join('\n'), 2, 'Reporting Date'],
      [[header, row({ qty: '1.0' })].join('\n'), 2, 'Quantity'],
      [[header, row({ earnings: '1e3' })].join('\n'), 2, 'Earnings in USD'],
      [[header, row({ earnings: '.5' })].join('\n'), 2, 'Earnings in USD'],
      [[header, row(), `${row()}\textra`].join('\n'), 3, 'format'],
      [[header, row(), row().split('\t').slice(1).join('\t')].join('\n'), 3, 'format'],
      [[header, row(), '"open'].join('\n'), 3, 'format'],
      [
        Buffer.concat([Buffer.from(`${header}\n${row()}\n`), Buffer.from([0xff, 0x0a])]),
        3,
        'format',
      ],
      [header.replace('\tUPC', ''), 1, 'UPC'],
      ['', 1, 'format'],
    ];
    for (const [content, line, column] of cases) {
      expect(await refusal(content)).toEqual({ line, column });
    }
    expect(await refusal('Date;ISRC;Units;Net\n15/01/2024;X;1;1.5', semicolons)).toEqual({
      line: 1,
      column: 'Track',
    });
    const decimalPoint = 'Date;Track;ISRC;Units;Net\n15/01/2024;T;X;1;1.5';
    expect(await refusal(decimalPoint, semicolons)).toEqual({ line: 2, column: 'Net' });
  });

  it('refuses a cell over 500 characters, by line and column, quoted or not', async () => {
    const long = (n: number, c = 'a') => c.repeat(n);
    const withTitle = (title: string) => row().replace('Some Song', title);
    // 500 characters pass, even when their bytes are more (two bytes each).
    const fine = await read([header, withTitle(long(500)), withTitle(long(500, 'ş'))].join('\n'));
    expect(fine.lines.map((l) => l.title.length)).toEqual([500, 500]);
    expect(await refusal([header, row(), withTitle(long(501))].join('\n'))).toEqual({
      line: 3,
      column: 'Title',
      max: 500,
    });
    expect(await refusal([header, withTitle(`"${long(20_000)}"`)].join('\n'))).toEqual({
      line: 2,
      column: 'Title',
      max: 500,
    });
    expect(await refusal(`${header}\t${long(501)}\n${row()}`)).toEqual({
      line: 1,
      column: '11',
      max: 500,
    });
  });

  it('refuses a sale month after the import’s period, and takes earlier ones', async () => {
    const months = await read(
      [header, row({ month: '2023-11' }), row({ month: '2024-06' })].join('\n'),
    );
    expect(months.lines.map((l) => l.saleMonth)).toEqual(['2023-11-01', '2024-06-01']);
    expect(await refusal([header, row(), row({ month: '2024-07' })].join('\n'))).toEqual({
      line: 3,
      column: 'Sale Month',
      period: '2024-06',
    });
  });

  it('refuses earnings beyond a billion dollars either way, converted or not', async () => {
    const fine = await read([header, row({ earnings: '-1000000000' })].join('\n'));
    expect(fine.lines[0]!.amount).toBe('-100000000000000000');
    for (const earnings of ['92233720368.54775808', '1000000000.00000001', '-1000000001']) {
      expect(await refusal([header, row({ earnings })].join('\n'))).toEqual({
        line: 2,
        column: 'Earnings in USD',
      });
      expect(await refusalCode([header, row({ earnings })].join('\n'))).toBe(
        'royalty_report_amount_too_large',
      );
    }
    expect(
      await refusal([header, row({ earnings: '600000000' })].join('\n'), undefined, '2'),
    ).toEqual({
      line: 2,
      column: 'Earnings in USD',
    });
  });
});
