import { isUtf8 } from 'node:buffer';
import { open } from 'node:fs/promises';
import { normalizeIsrc } from '@soundpost/contracts/identifiers';
import type { ReportField, ReportMapping } from '@soundpost/contracts/royalties';
import { daysSince2000 } from '../../db/copy-binary.ts';
import { AppError } from '../../lib/errors.ts';
import { parseDecimal, toUnits } from '../ledger/index.ts';
import { fields, LineBatch, noDate, type IsrcText } from './line-batch.ts';

type Field = ReportField | 'reportingDate';

/**
 * How a report file is read: its delimiter, which header name holds each field (fields not
 * named are empty; the store then is `defaultStore`), the decimal separator and the sale
 * month's format. The common distributor TSV is one such layout; a store's CSV mapping another.
 */
export type ReportLayout = Omit<ReportMapping, 'columns'> & {
  columns: Partial<Record<Field, string>>;
};

/** The common distributor TSV (every column required). */
export const distributorTsv: ReportLayout = {
  delimiter: '\t',
  decimalSeparator: '.',
  dateFormat: 'YYYY-MM',
  columns: {
    reportingDate: 'Reporting Date',
    saleMonth: 'Sale Month',
    store: 'Store',
    artist: 'Artist',
    title: 'Title',
    isrc: 'ISRC',
    upc: 'UPC',
    quantity: 'Quantity',
    country: 'Country of Sale',
    earnings: 'Earnings in USD',
  },
};

/** 422 `royalty_report_invalid`: the line (1-based, the header is 1) and column not read. */
export const invalid = (line: number, column: string) =>
  new AppError('royalty_report_invalid', { params: { line, column } });

/**
 * The longest text a report cell may hold, in characters (decision 026): a line is a few short
 * names and numbers, and one cell of megabytes would be carried into every statement after.
 */
export const maxCellChars = 500;

/** 422 `royalty_report_cell_too_long`: a cell over `maxCellChars`, by line and column. */
export const cellTooLong = (line: number, column: string) =>
  new AppError('royalty_report_cell_too_long', {
    params: { line, column, max: maxCellChars },
  });

/** Whether `text` (or `data[start, end)`) has more than `maxCellChars` characters. */
export function overLong(data: Buffer | string, start = 0, end = data.length) {
  // Bytes and UTF-16 units both bound the characters from above: count only past the bound.
  if (end - start <= maxCellChars) return false;
  const text = typeof data === 'string' ? data : data.toString('utf8', start, end);
  let chars = 0;
  for (const _ of text) if (++chars > maxCellChars) return true;
  return false;
}

/**
 * 422 `royalty_report_month_after_period`: a sale month after the month the import covers (a
 * month not over cannot be priced yet, decision 026).
 */
export const monthAfterPeriod = (line: number, column: string, period: string) =>
  new AppError('royalty_report_month_after_period', { params: { line, column, period } });

/**
 * The largest earnings a line may carry, in units: a billion USD. Far above any store line, far
 * below what a bigint holds, so sums stay exact and nothing wraps (decision 026).
 */
export const maxLineUnits = 10n ** 17n;

/** 422 `royalty_report_amount_too_large`: earnings over `maxLineUnits` either way. */
export const amountTooLarge = (line: number, column: string) =>
  new AppError('royalty_report_amount_too_large', { params: { line, column } });

/** The first day of a `YYYY-MM` period, in days since 2000-01-01. */
export const periodDays = (period: string) =>
  daysSince2000(+period.slice(0, 4), +period.slice(5, 7), 1);

/** A file csv-parse cannot read: the line it stopped at, and its error code as the column. */
export function unreadable(error: unknown) {
  if (error instanceof AppError) return error;
  const line = (error as { lines?: number }).lines ?? 0;
  return invalid(line, (error as { code?: string }).code ?? 'format');
}

/**
 * The sale month's formats, as the texts they accept: Y, M and D stand for digits of the year,
 * month and day, anything else for itself (`YYYY-MM` also takes a day after the month).
 */
const monthFormats: Record<ReportMapping['dateFormat'], string[]> = {
  'YYYY-MM': ['YYYY-MM', 'YYYY-MM-DD'],
  'YYYY-MM-DD': ['YYYY-MM-DD'],
  YYYYMM: ['YYYYMM'],
  'MM/YYYY': ['MM/YYYY'],
  'DD/MM/YYYY': ['DD/MM/YYYY'],
  'MM/DD/YYYY': ['MM/DD/YYYY'],
};

/** A text read by a template: year × 10,000 + month × 100 + day, or -1. */
function byTemplate(text: string, template: string) {
  if (text.length !== template.length) return -1;
  let year = 0;
  let month = 0;
  let day = 0;
  for (let i = 0; i < template.length; i++) {
    const t = template.charCodeAt(i);
    const c = text.charCodeAt(i);
    if (t === 0x59 || t === 0x4d || t === 0x44) {
      const digit = c - 0x30;
      if (digit < 0 || digit > 9) return -1;
      if (t === 0x59) year = year * 10 + digit;
      else if (t === 0x4d) month = month * 10 + digit;
      else day = day * 10 + digit;
    } else if (c !== t) return -1;
  }
  return year * 10_000 + month * 100 + day;
}

/** Days since 2000-01-01 of the sale month's first day, or NaN when the text is not a month. */
function saleMonth(text: string, templates: string[]) {
  for (const template of templates) {
    const date = byTemplate(text, template);
    if (date === -1) continue;
    const month = Math.floor(date / 100) % 100;
    const year = Math.floor(date / 10_000);
    return month >= 1 && month <= 12 ? daysSince2000(year, month, 1) : Number.NaN;
  }
  return Number.NaN;
}

/** Days since 2000-01-01 of a `YYYY-MM-DD` date, or NaN when the text is not a date. */
function reportingDate(text: string) {
  const date = byTemplate(text, 'YYYY-MM-DD');
  const [year, month, day] = [Math.floor(date / 10_000), Math.floor(date / 100) % 100, date % 100];
  if (date === -1 || month < 1 || month > 12 || day < 1) return Number.NaN;
  const days = daysSince2000(year, month, day);
  const nextMonth =
    month === 12 ? daysSince2000(year + 1, 1, 1) : daysSince2000(year, month + 1, 1);
  return days < nextMonth ? days : Number.NaN;
}

/**
 * Values computed from short cell texts, keyed by their bytes: a report repeats its months,
 * dates and ISRCs on every line, and reading one costs a hash of its bytes instead of a string
 * (decision 035).
 * Open addressing over one flat array: each slot holds the hash, the entry, the length and up
 * to 16 bytes of the key (longer keys: in `long`), so a lookup reads one cache line. Holds at
 * most `entries` texts (a power of two); then starts again.
 */
class ByBytes<V> {
  private readonly entries: number;
  private readonly mask: number;
  private readonly slots: Int32Array;
  private readonly long = new Map<number, Uint8Array>();
  private values: V[] = [];
  private readonly compute: (text: string) => V;
  constructor(compute: (text: string) => V, entries: number) {
    this.compute = compute;
    this.entries = entries;
    this.mask = entries * 2 - 1;
    this.slots = new Int32Array(entries * 2 * 8);
  }

  /** The value of `data[start, end)`; `view` is a DataView of `data`. */
  get(data: Buffer, view: DataView<ArrayBufferLike>, start: number, end: number): V {
    const length = end - start;
    // The first 16 bytes as four little-endian words (zeros past the end), then the hash.
    const first = length < 16 ? length : 16;
    const whole = first & ~3;
    let tail = 0;
    for (let j = first - 1; j >= whole; j--) tail = (tail << 8) | data[start + j]!;
    const w0 = whole > 0 ? view.getInt32(start, true) : tail;
    const w1 = whole > 4 ? view.getInt32(start + 4, true) : whole === 4 ? tail : 0;
    const w2 = whole > 8 ? view.getInt32(start + 8, true) : whole === 8 ? tail : 0;
    const w3 = whole > 12 ? view.getInt32(start + 12, true) : whole === 12 ? tail : 0;
    let hash = Math.imul(length ^ w0, 0x5bd1e995);
    hash = Math.imul(hash ^ (hash >>> 13) ^ w1, 0x5bd1e995);
    hash = Math.imul(hash ^ (hash >>> 13) ^ w2, 0x5bd1e995);
    hash = Math.imul(hash ^ (hash >>> 13) ^ w3, 0x5bd1e995);
    for (let j = start + 16; j < end; j++) hash = Math.imul(hash ^ data[j]!, 16_777_619);
    hash ^= hash >>> 15;
    hash |= 1; // never 0, the empty slot's
    const slots = this.slots;
    let slot = (hash >>> 1) & this.mask;
    for (;;) {
      const at = slot * 8;
      const found = slots[at];
      if (found === 0) break;
      if (
        found === hash &&
        slots[at + 2] === length &&
        slots[at + 3] === w0 &&
        slots[at + 4] === w1 &&
        slots[at + 5] === w2 &&
        slots[at + 6] === w3 &&
        (length <= 16 || this.sameLong(slots[at + 1]!, data, start))
      ) {
        return this.values[slots[at + 1]!]!;
      }
      slot = (slot + 1) & this.mask;
    }
    if (this.values.length === this.entries) {
      this.slots.fill(0);
      this.long.clear();
      this.values = [];
      return this.get(data, view, start, end);
    }
    const entry = this.values.length;
    const at = slot * 8;
    slots.set([hash, entry, length, w0, w1, w2, w3], at);
    if (length > 16) this.long.set(entry, Uint8Array.prototype.slice.call(data, start, end));
    const value = this.compute(data.toString('utf8', start, end));
    this.values.push(value);
    return value;
  }

  /** The bytes past the 16th of a long key (its length already compared). */
  private sameLong(entry: number, data: Buffer, start: number) {
    const key = this.long.get(entry)!;
    for (let i = 16; i < key.length; i++) if (key[i] !== data[start + i]) return false;
    return true;
  }
}

/**
 * The values of the last four short texts read in a column (a report's reporting date, and its
 * sale months, are few and repeat on every line): compared byte by byte before any hashing.
 */
class Recent {
  private readonly keys = new Uint8Array(64);
  private readonly lengths = new Int32Array([-1, -1, -1, -1]);
  private readonly values = new Float64Array(4);
  private next = 0;
  value = 0;

  /** Whether `data[start, end)` is one of them (its value then in `value`). */
  matches(data: Buffer, start: number, end: number) {
    const length = end - start;
    search: for (let k = 0; k < 4; k++) {
      if (this.lengths[k] !== length) continue;
      for (let i = 0; i < length; i++) {
        if (this.keys[k * 16 + i] !== data[start + i]) continue search;
      }
      this.value = this.values[k]!;
      return true;
    }
    return false;
  }

  add(data: Buffer, start: number, end: number, value: number) {
    const k = this.next;
    this.next = (k + 1) & 3;
    this.lengths[k] = end - start > 16 ? -1 : end - start;
    for (let i = 0; i < this.lengths[k]!; i++) this.keys[k * 16 + i] = data[start + i]!;
    this.values[k] = value;
  }
}

/** How much of the file is read at a time (2 MB). */
export const chunkSize = 1 << 21;
const quote = 0x22;
const newline = 0x0a;
const space = (b: number) => b === 0x20 || b === 0x09 || b === 0x0d || b === 0x0a;

/** `period`: the import's month (`YYYY-MM`); no line may be of a later sale month. */
type Options = { layout: ReportLayout; store: string; rate?: string; period: string };

/**
 * Reads a TSV or CSV report by its layout into batches of lines (decision 035): the file in
 * chunks of 2 MB, each chunk's whole records parsed byte by byte into one reused LineBatch
 * (cells trimmed of spaces, tabs and line breaks; a cell starting with a double quote runs to
 * the closing one, `""` inside meaning one; an empty line is skipped, so line numbers stay the
 * file's). Each line is checked in the order the first reader did: the sale month (by the
 * layout's format), the reporting date (YYYY-MM-DD, or empty), the quantity (a whole number of
 * at most 9 digits), the earnings (a decimal with the layout's separator), converted at `rate`
 * to units, exactly or half to even. A line that fails, or that has more or fewer cells than
 * the header, is refused with its line number and column (`format` for the cell count, bytes
 * that are not UTF-8 or a NUL); so are a cell over 500 characters, a sale month after the
 * import's period and earnings beyond `maxLineUnits` (decision 026). Memory stays at one chunk
 * whatever the file's size.
 */
export class ReportReader {
  private readonly layout: ReportLayout;
  private readonly period: string;
  private readonly lastMonth: number;
  private readonly rate: ReturnType<typeof parseDecimal>;
  private readonly decimal: number;
  private readonly delimiter: number;
  private readonly batch = new LineBatch();
  private readonly months: ByBytes<number>;
  private readonly dates = new ByBytes(reportingDate, 1 << 10);
  private readonly recentMonths = new Recent();
  private readonly recentDates = new Recent();
  /** The chunk being read, as a DataView (for ByBytes). */
  private view: DataView<ArrayBufferLike> = new DataView(new ArrayBuffer(0));
  private readonly isrcs: ByBytes<IsrcText>;
  private column: Partial<Record<Field, number>> = {};
  private headerCells = 0;
  /** The header's cell texts (a cell too long is named by them). */
  private names: string[] = [];
  /** The record read last: its cells' count and trimmed spans, the lines it spans. */
  private cells = 0;
  private breaks = 0;
  private starts = new Int32Array(64);
  private ends = new Int32Array(64);
  /** The physical line the next record starts on (the header is line 1). */
  private line = 1;
  /** The last earnings read (`units`). */
  private amount = 0;
  private big: bigint | undefined;

  private readonly onChunk: (chunk: Buffer) => void;

  constructor(
    opts: Options,
    isrcText: (isrc: string) => IsrcText,
    onChunk: (chunk: Buffer) => void,
  ) {
    this.onChunk = onChunk;
    this.layout = opts.layout;
    this.period = opts.period;
    this.lastMonth = periodDays(opts.period);
    this.rate = opts.rate === undefined ? undefined : parseDecimal(opts.rate);
    this.decimal = opts.layout.decimalSeparator.charCodeAt(0);
    this.delimiter = opts.layout.delimiter.charCodeAt(0);
    const templates = monthFormats[opts.layout.dateFormat];
    this.months = new ByBytes((text) => saleMonth(text, templates), 1 << 10);
    const isrc = (text: string) => isrcText(normalizeIsrc(text) ?? text.toUpperCase());
    this.isrcs = new ByBytes(isrc, 1 << 16);
  }

  /**
   * The file's lines in batches (one batch object, refilled: use each before the next). The
   * file is read into one buffer, the part of a record left at a chunk's end moved to its start.
   */
  async *read(path: string): AsyncGenerator<LineBatch> {
    const file = await open(path);
    try {
      let buffer = Buffer.allocUnsafe(chunkSize * 2);
      let kept = 0;
      let start = -1;
      for (;;) {
        if (buffer.length - kept < chunkSize) {
          // A record longer than a chunk: room for it and the next chunk.
          const grown = Buffer.allocUnsafe(buffer.length * 2);
          buffer.copy(grown, 0, 0, kept);
          buffer = grown;
        }
        const { bytesRead } = await file.read(buffer, kept, chunkSize, null);
        this.onChunk(buffer.subarray(kept, kept + bytesRead));
        const last = bytesRead === 0;
        const end = kept + bytesRead;
        if (start === -1) {
          if (end < 3 && !last) {
            kept = end;
            continue;
          }
          start = buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf ? 3 : 0;
        }
        const data = buffer.subarray(start, end);
        const used = this.parse(data, last);
        if (this.batch.count > 0) yield this.batch;
        if (last) break;
        buffer.copyWithin(0, start + used, end);
        kept = end - start - used;
        start = 0;
      }
    } finally {
      await file.close();
    }
    if (this.headerCells === 0) throw invalid(1, 'format');
  }

  /** Parses the whole records of `data` (all of it when `last`); answers the bytes used. */
  private parse(data: Buffer, last: boolean): number {
    this.batch.reset(data);
    this.view = new DataView(data.buffer, data.byteOffset, data.length);
    const firstLine = this.line;
    const at = this.records(data, last);
    // Text must be UTF-8 without NUL (what PostgreSQL stores).
    const read = data.subarray(0, at);
    if (!isUtf8(read) || read.includes(0)) throw invalid(badLine(read, firstLine), 'format');
    return at;
  }

  /**
   * Reads the records of `data` into the batch; answers where the first one not read starts.
   * (Nothing follows the loop: V8 compiles it while it runs, and code after it would have no
   * type feedback then, undoing that compilation once per chunk.)
   */
  private records(data: Buffer, last: boolean): number {
    let at = 0;
    while (at < data.length) {
      const end = this.record(data, at, last);
      if (end === -1) return at;
      const line = this.line;
      this.line += this.breaks;
      at = end;
      if (this.cells === 1 && this.starts[0] === this.ends[0]) continue;
      if (this.headerCells === 0) this.readHeader(data);
      else this.readLine(data, line);
    }
    return at;
  }

  /**
   * Finds the cells of the record at `at`: their trimmed spans in starts/ends, their count in
   * `cells` (a quoted cell's `""` are made one in place). Answers where the next record
   * starts, or -1 when the record does not end in `data` (and `last` is false).
   */
  private record(data: Buffer, at: number, last: boolean): number {
    const delimiter = this.delimiter;
    const length = data.length;
    let breaks = 1;
    let n = 0;
    let i = at;
    for (;;) {
      if (n === this.starts.length) {
        this.starts = grow(this.starts);
        this.ends = grow(this.ends);
      }
      let start = i;
      let end: number;
      if (data[i] === quote) {
        const closing = this.closingQuote(data, i + 1, last);
        if (closing === -1) return -1;
        for (let k = i + 1; k < closing; k++) if (data[k] === newline) breaks++;
        start = i + 1;
        end = unescape(data, start, closing);
        i = closing + 1;
        while (i < length && (data[i] === 0x20 || data[i] === 0x0d) && data[i] !== delimiter) i++;
        if (i < length && data[i] !== delimiter && data[i] !== newline) {
          throw invalid(this.line, 'format');
        }
      } else {
        while (i < length && data[i] !== delimiter && data[i] !== newline) i++;
        if (i === length && !last) return -1;
        end = i;
      }
      while (start < end && space(data[start]!)) start++;
      while (end > start && space(data[end - 1]!)) end--;
      if (end - start > maxCellChars && overLong(data, start, end)) {
        throw cellTooLong(this.line, this.names[n] ?? String(n + 1));
      }
      this.starts[n] = start;
      this.ends[n] = end;
      n++;
      if (i >= length || data[i] === newline) {
        this.cells = n;
        this.breaks = breaks;
        return i >= length ? length : i + 1;
      }
      i++;
    }
  }

  /** The quote closing a cell opened before `from` (-1: not in `data` yet). */
  private closingQuote(data: Buffer, from: number, last: boolean) {
    for (let j = from; ; j += 2) {
      j = data.indexOf(quote, j);
      if (j === -1 || (j + 1 === data.length && !last)) {
        if (!last) return -1;
        throw invalid(this.line, 'format');
      }
      if (data[j + 1] !== quote) return j;
    }
  }

  private readHeader(data: Buffer) {
    const names = Array.from({ length: this.cells }, (_, n) =>
      data.toString('utf8', this.starts[n], this.ends[n]),
    );
    const entries = Object.entries(this.layout.columns) as [Field, string][];
    const missing = entries.find(([, name]) => !names.includes(name));
    if (missing) throw invalid(1, missing[1]);
    this.column = Object.fromEntries(entries.map(([field, name]) => [field, names.indexOf(name)]));
    this.headerCells = names.length;
    this.names = names;
  }

  /** Reads the current record (starting on `line`) into the batch, or refuses it. */
  private readLine(data: Buffer, line: number) {
    if (this.cells !== this.headerCells) throw invalid(line, 'format');
    const { column, layout, batch, starts, ends } = this;
    const m = column.saleMonth!;
    const month = this.cached(this.months, this.recentMonths, data, starts[m]!, ends[m]!);
    if (Number.isNaN(month)) throw invalid(line, layout.columns.saleMonth!);
    if (month > this.lastMonth)
      throw monthAfterPeriod(line, layout.columns.saleMonth!, this.period);
    let date = noDate;
    const d = column.reportingDate;
    if (d !== undefined && starts[d]! < ends[d]!) {
      date = this.cached(this.dates, this.recentDates, data, starts[d]!, ends[d]!);
      if (Number.isNaN(date)) throw invalid(line, layout.columns.reportingDate!);
    }
    const q = column.quantity!;
    const quantity = wholeNumber(data, starts[q]!, ends[q]!);
    if (Number.isNaN(quantity)) throw invalid(line, layout.columns.quantity!);
    const e = column.earnings!;
    if (!this.units(data, starts[e]!, ends[e]!)) throw invalid(line, layout.columns.earnings!);
    const big = this.big;
    if (big !== undefined && (big > maxLineUnits || big < -maxLineUnits)) {
      throw amountTooLarge(line, layout.columns.earnings!);
    }
    const i = batch.add(line);
    batch.saleMonth[i] = month;
    batch.reportingDate[i] = date;
    batch.quantity[i] = quantity;
    batch.setAmount(i, big ?? this.amount);
    const isrc = column.isrc;
    batch.isrc[i] =
      isrc === undefined
        ? this.isrcs.get(data, this.view, 0, 0)
        : this.isrcs.get(data, this.view, starts[isrc]!, ends[isrc]!);
    const store = column.store;
    if (store === undefined || starts[store] === ends[store]) batch.span(i, fields.store, -1, -1);
    else batch.span(i, fields.store, starts[store]!, ends[store]!);
    this.text(i, fields.artist, column.artist);
    this.text(i, fields.title, column.title);
    this.text(i, fields.upc, column.upc);
    this.text(i, fields.country, column.country);
    if (column.country !== undefined) upperCase(batch, i, data);
  }

  /** A month's or date's days: one of the last read again, else from `table`. */
  private cached(table: ByBytes<number>, recent: Recent, data: Buffer, start: number, end: number) {
    if (recent.matches(data, start, end)) return recent.value;
    const days = table.get(data, this.view, start, end);
    recent.add(data, start, end, days);
    return days;
  }

  /** Sets a text column of line `i` to cell `c` of the record (none: empty). */
  private text(i: number, field: number, c: number | undefined) {
    if (c === undefined) this.batch.span(i, field, 0, 0);
    else this.batch.span(i, field, this.starts[c]!, this.ends[c]!);
  }

  /**
   * Reads the earnings in units (times the rate) into `amount` (a number when no rate applies
   * and it has at most 7 digits before the separator and 8 after) or `big`; false when the cell
   * is not a decimal.
   */
  private units(data: Buffer, start: number, end: number) {
    this.big = undefined;
    let i = start;
    const negative = data[i] === 0x2d;
    if (negative) i++;
    const wholeStart = i;
    let whole = 0;
    while (i < end && data[i]! >= 0x30 && data[i]! <= 0x39) whole = whole * 10 + data[i++]! - 0x30;
    const digits = i - wholeStart;
    if (digits === 0) return false;
    let fraction = 0;
    let scale = 0;
    if (i < end) {
      if (data[i] !== this.decimal) return false;
      const fractionStart = ++i;
      while (i < end && data[i]! >= 0x30 && data[i]! <= 0x39) {
        fraction = fraction * 10 + data[i++]! - 0x30;
      }
      scale = i - fractionStart;
      if (scale === 0 || i < end) return false;
    }
    if (this.rate === undefined && scale <= 8 && digits <= 7) {
      const units = whole * 100_000_000 + fraction * scales[8 - scale]!;
      this.amount = negative ? -units : units;
      return true;
    }
    const text = data.toString('latin1', start, end).replace(',', '.');
    this.big = toUnits(parseDecimal(text)!, this.rate);
    return true;
  }
}

/** 10^0 … 10^8. */
const scales = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000];

/** Makes each `""` of `data[start, end)` one quote, in place; answers the new end. */
function unescape(data: Buffer, start: number, end: number) {
  let to = start;
  for (let from = start; from < end; from++, to++) {
    data[to] = data[from]!;
    if (data[from] === quote) from++;
  }
  return to;
}

/** Upper-cases line `i`'s country: ASCII in place, other text kept aside re-encoded. */
function upperCase(batch: LineBatch, i: number, data: Buffer) {
  const start = batch.start(i, fields.country);
  const end = batch.end(i, fields.country);
  for (let k = start; k < end; k++) {
    const b = data[k]!;
    if (b >= 0x80) {
      batch.override(
        i,
        fields.country,
        Buffer.from(data.toString('utf8', start, end).toUpperCase()),
      );
      return;
    }
    if (b >= 0x61 && b <= 0x7a) data[k] = b - 32;
  }
}

/** A whole number of at most 9 digits (`-?\d{1,9}`), or NaN. */
function wholeNumber(data: Buffer, start: number, end: number) {
  let i = start;
  const negative = data[i] === 0x2d;
  if (negative) i++;
  if (i === end || end - i > 9) return Number.NaN;
  let value = 0;
  for (; i < end; i++) {
    const d = data[i]! - 0x30;
    if (d < 0 || d > 9) return Number.NaN;
    value = value * 10 + d;
  }
  return negative ? -value : value;
}

/** The line of the first byte of `data` that is not UTF-8 or is a NUL (`data` starts on `line`). */
function badLine(data: Buffer, line: number) {
  for (let start = 0; ; line++) {
    const nl = data.indexOf(newline, start);
    const bytes = data.subarray(start, nl === -1 ? data.length : nl + 1);
    if (!isUtf8(bytes) || bytes.includes(0) || nl === -1) return line;
    start = nl + 1;
  }
}

const grow = (a: Int32Array) => {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
};
