import { createReadStream } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { parse } from 'csv-parse';
import type { TrendField, TrendMapping } from '@soundpost/contracts/analytics';
import { listeningSources } from '@soundpost/contracts/analytics';
import { countryCodes } from '@soundpost/contracts/countries';
import { normalizeIsrc } from '@soundpost/contracts/identifiers';
import { AppError } from '../../lib/errors.ts';
import { overLong } from '../royalties/index.ts';
import {
  calendarDay,
  detached,
  invalidTrend,
  type StoreNames,
  type TrendLine,
} from './trend-line.ts';

/**
 * How a trend table is read: which header names hold which field (a field not named is empty),
 * which of them the header must have, the delimiter, and how days are written. The Soundpost
 * trend TSV is one such layout; a store's CSV mapping another.
 */
export type TrendLayout = {
  columns: Partial<Record<TrendField, string>>;
  required: TrendField[];
  delimiter: string;
  dateFormat: TrendMapping['dateFormat'];
  /** Whether a cell may be quoted (a CSV), or a quote is text like any other (the TSV). */
  quoted: boolean;
};

const tsvColumns: Record<TrendField, string> = {
  date: 'date',
  store: 'store',
  country: 'country',
  isrc: 'isrc',
  upc: 'upc',
  streams: 'streams',
  downloads: 'downloads',
  listeners: 'listeners',
  saves: 'saves',
  playlistAdds: 'playlist_adds',
  city: 'city',
  source: 'source',
  playlistId: 'playlist_id',
  playlistName: 'playlist_name',
  ageBand: 'age_band',
  gender: 'gender',
};

/** The Soundpost trend TSV (README, "Trend reports"). */
export const trendTsv: TrendLayout = {
  columns: tsvColumns,
  required: [
    'date',
    'store',
    'country',
    'isrc',
    'streams',
    'downloads',
    'listeners',
    'saves',
    'playlistAdds',
  ],
  delimiter: '\t',
  dateFormat: 'YYYY-MM-DD',
  quoted: false,
};

/** A store's CSV by its saved mapping: every column it names is required. */
export const mappedLayout = (mapping: TrendMapping): TrendLayout => ({
  columns: mapping.columns,
  required: Object.keys(mapping.columns) as TrendField[],
  delimiter: mapping.delimiter,
  dateFormat: mapping.dateFormat,
  quoted: true,
});

/** Each day format's pattern. */
const dayPatterns: Record<TrendMapping['dateFormat'], RegExp> = {
  'YYYY-MM-DD': /^(?<y>\d{4})-(?<m>\d{2})-(?<d>\d{2})$/,
  YYYYMMDD: /^(?<y>\d{4})(?<m>\d{2})(?<d>\d{2})$/,
  'DD/MM/YYYY': /^(?<d>\d{2})\/(?<m>\d{2})\/(?<y>\d{4})$/,
  'MM/DD/YYYY': /^(?<m>\d{2})\/(?<d>\d{2})\/(?<y>\d{4})$/,
};

const countries = new Set<string>(countryCodes);
const sources = new Set<string>(listeningSources);
const count = /^\d{1,12}$/;
const ageBand = /^\d{1,3}(-\d{1,3}|\+)$/;
const counted = ['streams', 'downloads', 'listeners', 'saves', 'playlistAdds'] as const;

type Options = { layout: TrendLayout; store: string; stores: StoreNames };

/** Reads one record's cells into a trend line, or refuses it by line and column. */
class TrendRecord {
  private readonly opts: Options;
  private readonly at: Partial<Record<TrendField, number>>;
  private readonly days = new Map<string, string | null>();

  constructor(opts: Options, header: string[]) {
    this.opts = opts;
    const names = header.map((name) => name.toLowerCase());
    const { columns, required } = opts.layout;
    const at: Partial<Record<TrendField, number>> = {};
    for (const [field, name] of Object.entries(columns) as [TrendField, string][]) {
      const index = names.indexOf(name.toLowerCase());
      if (index !== -1) at[field] = index;
      else if (required.includes(field)) throw invalidTrend(1, name);
    }
    this.at = at;
  }

  /** The day a date cell names, or null; a report repeats its few days on every line. */
  private day(text: string) {
    let day = this.days.get(text);
    if (day === undefined) {
      const parts = dayPatterns[this.opts.layout.dateFormat].exec(text)?.groups;
      day = (parts && calendarDay(parts.y!, parts.m!, parts.d!)) ?? null;
      if (this.days.size > 4096) this.days.clear();
      this.days.set(detached(text), day);
    }
    return day;
  }

  private name(field: TrendField) {
    return this.opts.layout.columns[field]!;
  }

  line(cells: string[], lineNumber: number): TrendLine {
    const cell = (field: TrendField) => {
      const index = this.at[field];
      return index === undefined ? '' : cells[index]!;
    };
    const fail = (field: TrendField) => invalidTrend(lineNumber, this.name(field));
    const day = this.day(cell('date'));
    if (!day) throw fail('date');
    const storeCell = cell('store');
    const storeId = storeCell === '' ? this.opts.store : this.opts.stores.find(storeCell);
    if (!storeId) throw fail('store');
    const country = cell('country').toUpperCase();
    if (!countries.has(country)) throw fail('country');
    const rawIsrc = cell('isrc');
    const isrc = rawIsrc === '' ? '' : (normalizeIsrc(rawIsrc) ?? rawIsrc.toUpperCase());
    const upc = cell('upc');
    if (isrc === '' && upc === '') throw fail(this.at.isrc === undefined ? 'upc' : 'isrc');
    const counts = Object.fromEntries(
      counted.map((field) => {
        const text = cell(field);
        if (text !== '' && !count.test(text)) throw fail(field);
        return [field, text === '' ? 0 : Number(text)];
      }),
    ) as Record<(typeof counted)[number], number>;
    const source = cell('source').toLowerCase();
    if (source !== '' && !sources.has(source)) throw fail('source');
    const band = cell('ageBand');
    if (band !== '' && !ageBand.test(band)) throw fail('ageBand');
    return {
      lineNumber,
      day,
      storeId,
      country,
      isrc,
      upc,
      ...counts,
      city: cell('city'),
      source,
      playlistId: cell('playlistId'),
      playlistName: cell('playlistName'),
      ageBand: band,
      gender: cell('gender').toLowerCase(),
    };
  }
}

/** A record's cells, and the line it ends on (the header is line 1). */
type TableRecord = { cells: string[]; line: number };

/** A CSV's records, by csv-parse (quoted cells may hold delimiters and line breaks). */
async function* quotedRecords(
  path: string,
  delimiter: string,
  onChunk: (chunk: Buffer) => void,
): AsyncGenerator<TableRecord[]> {
  const parser = createReadStream(path)
    .on('data', (chunk) => onChunk(chunk as Buffer))
    .pipe(
      parse({
        delimiter,
        bom: true,
        trim: true,
        relax_column_count: true,
        skip_empty_lines: true,
        info: true,
      }),
    );
  for await (const { record, info } of parser as AsyncIterable<{
    record: string[];
    info: { lines: number };
  }>) {
    yield [{ cells: record, line: info.lines }];
  }
}

/**
 * A table without quoting's records (the TSV, where a quote is text like any other): the text
 * split at line breaks and each line at the delimiter, a chunk's lines at a time, without a
 * parser's work per character. Empty lines are skipped; cells are trimmed.
 */
async function* unquotedRecords(
  path: string,
  delimiter: string,
  onChunk: (chunk: Buffer) => void,
): AsyncGenerator<TableRecord[]> {
  const decoder = new StringDecoder('utf8');
  let carry = '';
  let line = 0;
  const records = (lines: string[]) => {
    const read: TableRecord[] = [];
    for (const text of lines) {
      line++;
      if (text === '' || text === '\r') continue;
      read.push({ cells: text.split(delimiter).map((c) => c.trim()), line });
    }
    return read;
  };
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 16 })) {
    onChunk(chunk as Buffer);
    let text = carry + decoder.write(chunk as Buffer);
    if (line === 0 && carry === '' && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    const end = text.lastIndexOf('\n');
    carry = text.slice(end + 1);
    if (end !== -1) yield records(text.slice(0, end).split('\n'));
  }
  const rest = carry + decoder.end();
  if (rest !== '') yield records([rest]);
}

/**
 * A trend table's lines (decision 041), read as a stream whatever the file's size: the header
 * row first (columns found by name, case-insensitively, in any order), then one line per
 * record; empty records are skipped, so line numbers stay the file's. Cells are trimmed; a line
 * with more or fewer cells than the header, a cell over 500 characters or holding a NUL, or a
 * value that cannot be read is refused with its line and column (`format` for the cell count).
 * A line with an empty store cell is the form's `store`'s. Every chunk read goes to `onChunk`.
 */
export async function* readTrendTable(
  path: string,
  opts: Options,
  onChunk: (chunk: Buffer) => void,
): AsyncGenerator<TrendLine> {
  const { quoted, delimiter } = opts.layout;
  const source = (quoted ? quotedRecords : unquotedRecords)(path, delimiter, onChunk);
  let record: TrendRecord | undefined;
  let header: string[] = [];
  try {
    for await (const records of source) {
      for (const { cells, line } of records) {
        const bad = cells.findIndex((c) => overLong(c) || c.includes('\0'));
        if (bad !== -1) throw invalidTrend(line, header[bad] ?? String(bad + 1));
        if (!record) {
          record = new TrendRecord(opts, cells);
          header = cells;
          continue;
        }
        if (cells.length !== header.length) throw invalidTrend(line, 'format');
        yield record.line(cells, line);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalidTrend((error as { lines?: number }).lines ?? 0, 'format');
  }
  if (!record) throw invalidTrend(1, 'format');
}
