import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { StoreNames } from './trend-line.ts';
import { readTrendTable, trendTsv } from './trend-reader.ts';

const work = mkdtempSync(join(tmpdir(), 'soundpost-trend-reader-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const header =
  'date\tstore\tcountry\tisrc\tstreams\tdownloads\tlisteners\tsaves\tplaylist_adds\tcity';
const row = (city: string, streams = 1) =>
  `2024-03-01\tspotify\tTR\tQZ-ABC-24-00001\t${streams}\t0\t0\t0\t0\t${city}`;

async function read(content: string | Buffer) {
  const path = join(work, 'trend.tsv');
  writeFileSync(path, content);
  const stores = new StoreNames([{ id: 'spotify', name: 'Spotify' }]);
  const lines = [];
  let bytes = 0;
  const opts = { layout: trendTsv, store: 'spotify', stores };
  for await (const l of readTrendTable(path, opts, (c) => (bytes += c.length))) lines.push(l);
  return { lines, bytes };
}

describe('the Soundpost trend TSV reader', () => {
  it('skips a byte order mark, reads CRLF line ends and trims cells', async () => {
    const { lines } = await read(`\ufeff${header}\r\n${row(' Ankara ')}\r\n${row('İzmir', 7)}`);
    expect(lines.map((l) => [l.lineNumber, l.city, l.streams])).toEqual([
      [2, 'Ankara', 1],
      [3, 'İzmir', 7],
    ]);
  });

  it("keeps the file's line numbers past empty lines, in errors too", async () => {
    const content = `${header}\n\n${row('Bursa')}\n\n${row('Adana').replace('TR', 'XX')}\n`;
    await expect(read(content)).rejects.toMatchObject({
      code: 'trend_report_invalid',
      params: { line: 5, column: 'country' },
    });
  });

  it('refuses a line with a cell too many by its number', async () => {
    await expect(read(`${header}\n${row('Bursa')}\textra\n`)).rejects.toMatchObject({
      params: { line: 2, column: 'format' },
    });
  });

  it('reads a character whose bytes straddle two chunks', async () => {
    // Lines up to just before the first chunk's end (1 MiB), then a city whose two-byte first
    // letter starts one byte before it.
    const first = `${header}\n`;
    const filler = `${row('Konya')}\n`;
    const count = Math.floor((2 ** 20 - first.length - 200) / filler.length);
    const before = first + filler.repeat(count);
    const lead = row('').length;
    const pad = 2 ** 20 - 1 - Buffer.byteLength(before) - lead;
    const city = `${'x'.repeat(pad)}İstanbul`;
    const content = `${before}${row(city)}\n`;
    expect(
      Buffer.from(content)
        .subarray(2 ** 20 - 1, 2 ** 20 + 1)
        .toString(),
    ).toBe('İ');
    const { lines, bytes } = await read(content);
    expect(lines).toHaveLength(count + 1);
    expect(lines.at(-1)!.city).toBe(city);
    expect(bytes).toBe(Buffer.byteLength(content));
  });
});
