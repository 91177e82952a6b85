import { daysSince2000 } from '../../db/copy-binary.ts';

/** A report line as read (a DSR detail record): text trimmed, the sale month as its first day, money in units. */
export type ReportLine = {
  lineNumber: number;
  reportingDate: string | null;
  saleMonth: string;
  store: string;
  artist: string;
  title: string;
  isrc: string;
  upc: string;
  quantity: number;
  country: string;
  amount: bigint;
};

/**
 * An ISRC as a line gives it (canonical when it is one), with its UTF-8 bytes and, once the
 * import asked, what it matched (null: nothing).
 */
export type IsrcText = { text: string; bytes: Uint8Array; target?: object | null };

/** The text columns a batch keeps as spans of its bytes, in this order. */
export const textFields = ['store', 'artist', 'title', 'upc', 'country'] as const;
const [store, artist, title, upc, country] = [0, 1, 2, 3, 4];
/** The span starts and ends of one line (five text columns). */
export const spanWidth = textFields.length * 2;

/** A reporting date that is not given. */
export const noDate = -(2 ** 31);

/**
 * Lines read from a report, column by column (decision 035): numbers in typed arrays, text as
 * spans of one byte buffer (the chunk of the file they were read from), so reading a line
 * allocates nothing but what is new (an ISRC not seen yet). A store span starting at -1 is the
 * import's store. Amounts are units as numbers when safe (|amount| ≤ 2^53), else in `big`.
 * The batch is refilled for each chunk.
 */
export class LineBatch {
  count = 0;
  bytes: Buffer = Buffer.alloc(0);
  lineNumber = new Int32Array(1024);
  reportingDate = new Int32Array(1024);
  saleMonth = new Int32Array(1024);
  quantity = new Int32Array(1024);
  amount = new Float64Array(1024);
  big = new Map<number, bigint>();
  /** Text columns whose text is not a span of `bytes` (re-encoded), by line and column. */
  private overrides = new Map<number, Buffer>();
  spans = new Int32Array(1024 * spanWidth);
  isrc: IsrcText[] = [];

  /** Empties the batch for lines whose text is in `bytes`. */
  reset(bytes: Buffer) {
    this.count = 0;
    this.bytes = bytes;
    this.big.clear();
    this.overrides.clear();
  }

  /** Adds a line (its fields are then set by index); answers its index. */
  add(lineNumber: number) {
    const i = this.count++;
    if (i === this.lineNumber.length) {
      const grow = <T extends Int32Array | Float64Array>(a: T) => {
        const b = new (a.constructor as new (n: number) => T)(a.length * 2);
        b.set(a);
        return b;
      };
      this.lineNumber = grow(this.lineNumber);
      this.reportingDate = grow(this.reportingDate);
      this.saleMonth = grow(this.saleMonth);
      this.quantity = grow(this.quantity);
      this.amount = grow(this.amount);
      this.spans = grow(this.spans);
    }
    this.lineNumber[i] = lineNumber;
    return i;
  }

  /** Sets a text column of line `i` to `bytes[start, end)` (start -1: the import's store). */
  span(i: number, field: number, start: number, end: number) {
    this.spans[i * spanWidth + field * 2] = start;
    this.spans[i * spanWidth + field * 2 + 1] = end;
  }

  /** Sets a text column of line `i` to `text` (not a span of `bytes`). */
  override(i: number, field: number, text: Buffer) {
    this.overrides.set(i * spanWidth + field, text);
  }

  /** The text set by `override`, if any. */
  overridden(i: number, field: number) {
    return this.overrides.size === 0 ? undefined : this.overrides.get(i * spanWidth + field);
  }

  setAmount(i: number, units: bigint | number) {
    if (typeof units === 'number') this.amount[i] = units;
    else if (units <= maxSafe && units >= -maxSafe) this.amount[i] = Number(units);
    else {
      this.amount[i] = Number.NaN;
      this.big.set(i, units);
    }
  }

  /** The amount of line `i`: a number when safe, else a bigint. */
  amountOf(i: number): number | bigint {
    const units = this.amount[i]!;
    return Number.isNaN(units) ? this.big.get(i)! : units;
  }

  start(i: number, field: number) {
    return this.spans[i * spanWidth + field * 2]!;
  }

  end(i: number, field: number) {
    return this.spans[i * spanWidth + field * 2 + 1]!;
  }

  /** The text of a column of line `i`. */
  text(i: number, field: number) {
    return this.bytes.toString('utf8', this.start(i, field), this.end(i, field));
  }
}

export const fields = { store, artist, title, upc, country };

const maxSafe = BigInt(Number.MAX_SAFE_INTEGER);

/** Days since 2000-01-01 of an ISO date (`2024-03-01`). */
const isoDays = (date: string) =>
  daysSince2000(+date.slice(0, 4), +date.slice(5, 7), +date.slice(8, 10));

/**
 * Lines already read (the DSR reader's) in batches of up to `size`, their text encoded once per
 * batch. `isrcText` gives each ISRC's interned text and bytes.
 */
export async function* batchesOf(
  lines: AsyncIterable<ReportLine>,
  isrcText: (isrc: string) => IsrcText,
  size = 20_000,
) {
  const batch = new LineBatch();
  let pending: ReportLine[] = [];
  const fill = () => {
    const texts = pending.flatMap((l) => [l.store, l.artist, l.title, l.upc, l.country]);
    const encoded = texts.map((t) => Buffer.from(t));
    batch.reset(Buffer.concat(encoded));
    let at = 0;
    pending.forEach((line, n) => {
      const i = batch.add(line.lineNumber);
      batch.reportingDate[i] = line.reportingDate ? isoDays(line.reportingDate) : noDate;
      batch.saleMonth[i] = isoDays(line.saleMonth);
      batch.quantity[i] = line.quantity;
      batch.setAmount(i, line.amount);
      batch.isrc[i] = isrcText(line.isrc);
      for (let f = 0; f < textFields.length; f++) {
        const length = encoded[n * textFields.length + f]!.length;
        batch.span(i, f, at, at + length);
        at += length;
      }
    });
    pending = [];
    return batch;
  };
  for await (const line of lines) {
    pending.push(line);
    if (pending.length >= size) yield fill();
  }
  if (pending.length > 0) yield fill();
}
