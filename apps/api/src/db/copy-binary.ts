/**
 * Rows in PostgreSQL's binary COPY format (`copy … from stdin with (format binary)`), written
 * straight into one buffer: the server receives each value in its stored form, with nothing to
 * parse (decision 035). Values are written in the order of the COPY's column list. The
 * format's header and trailer are not part of it (`binaryCopyHeader`, `binaryCopyTrailer`):
 * a COPY may take several parts.
 */
export class BinaryRows {
  private buffer: Uint8Array;
  private view: DataView;
  private at = 0;

  constructor(capacity = 1 << 16) {
    this.buffer = new Uint8Array(capacity);
    this.view = new DataView(this.buffer.buffer);
  }

  /** Room for `bytes` more bytes. */
  private room(bytes: number) {
    if (this.at + bytes <= this.buffer.length) return;
    const grown = new Uint8Array(Math.max(this.buffer.length * 2, this.at + bytes));
    grown.set(this.buffer.subarray(0, this.at));
    this.buffer = grown;
    this.view = new DataView(grown.buffer);
  }

  /**
   * Starts a row of `fields` values taking at most `bytes` bytes (their lengths included): the
   * values are then written without checking for room.
   */
  row(fields: number, bytes: number) {
    this.room(2 + bytes);
    this.view.setInt16(this.at, fields);
    this.at += 2;
  }

  /** Starts writing again from the first row (the rows written before are no longer needed). */
  reset() {
    this.at = 0;
  }

  /** How many bytes the rows take. */
  get size() {
    return this.at;
  }

  nul() {
    this.view.setInt32(this.at, -1);
    this.at += 4;
  }

  int4(value: number) {
    this.view.setInt32(this.at, 4);
    this.view.setInt32(this.at + 4, value);
    this.at += 8;
  }

  /** A bigint column from a safe integer (|value| ≤ 2^53) or a bigint. */
  int8(value: number | bigint) {
    this.view.setInt32(this.at, 8);
    if (typeof value === 'bigint') {
      this.view.setBigInt64(this.at + 4, value);
    } else {
      const high = Math.floor(value / 2 ** 32);
      this.view.setInt32(this.at + 4, high);
      this.view.setUint32(this.at + 8, value - high * 2 ** 32);
    }
    this.at += 12;
  }

  /** A date column: days since 2000-01-01. */
  date(days: number) {
    this.int4(days);
  }

  /** A timestamptz column. */
  timestamp(at: Date) {
    this.int8(at.getTime() * 1000 - epochMicros);
  }

  /** A uuid column from its 16 bytes. */
  uuid(bytes: Uint8Array) {
    this.view.setInt32(this.at, 16);
    this.buffer.set(bytes, this.at + 4);
    this.at += 20;
  }

  /** A uuid column of `prefix` (10 bytes) and a 48-bit number. */
  uuidNumbered(prefix: Uint8Array, n: number) {
    const at = this.at;
    this.view.setInt32(at, 16);
    for (let i = 0; i < 10; i++) this.buffer[at + 4 + i] = prefix[i]!;
    this.view.setUint16(at + 14, Math.floor(n / 2 ** 32));
    this.view.setUint32(at + 16, n >>> 0);
    this.at += 20;
  }

  /** A text column from UTF-8 bytes `source[start, end)`. */
  text(source: Uint8Array, start: number, end: number) {
    const length = end - start;
    this.view.setInt32(this.at, length);
    const at = this.at + 4;
    if (length < 32) for (let i = 0; i < length; i++) this.buffer[at + i] = source[start + i]!;
    else this.buffer.set(source.subarray(start, end), at);
    this.at = at + length;
  }

  /** An int4[] column (one dimension, no nulls) of `values[start, end)`. */
  int4Array(values: Int32Array, start: number, end: number) {
    const count = end - start;
    const v = this.view;
    const at = this.at;
    v.setInt32(at, 20 + count * 8);
    v.setInt32(at + 4, 1); // dimensions
    v.setInt32(at + 8, 0); // no nulls
    v.setInt32(at + 12, int4Oid);
    v.setInt32(at + 16, count);
    v.setInt32(at + 20, 1); // lower bound
    this.at = elements(v, at + 24, values, start, end);
  }

  /** The rows written. */
  finish(): Uint8Array {
    return this.buffer.subarray(0, this.at);
  }
}

/**
 * Writes `values[start, end)` as int4 array elements at `at`; answers where they end. (Nothing
 * follows the loop: V8 compiles it while it runs, and code after it would have no type feedback
 * then.)
 */
function elements(view: DataView, at: number, values: Int32Array, start: number, end: number) {
  for (let i = start; i < end; i++, at += 8) {
    view.setInt32(at, 4);
    view.setInt32(at + 4, values[i]!);
  }
  return at;
}

/** The binary COPY format's header: its signature, no flags, no extension. */
export const binaryCopyHeader = new Uint8Array([
  0x50, 0x47, 0x43, 0x4f, 0x50, 0x59, 0x0a, 0xff, 0x0d, 0x0a, 0, 0, 0, 0, 0, 0, 0, 0, 0,
]);
/** The binary COPY format's trailer: a tuple of -1 fields. */
export const binaryCopyTrailer = new Uint8Array([0xff, 0xff]);
const int4Oid = 23;
const epochMicros = Date.UTC(2000, 0, 1) * 1000;

/** Days since 2000-01-01 (a binary date) of a UTC day. */
export const daysSince2000 = (year: number, month: number, day: number) =>
  (Date.UTC(year, month - 1, day) - Date.UTC(2000, 0, 1)) / 86_400_000;

/** The 16 bytes of a uuid written as text. */
export const uuidBytes = (uuid: string) => Buffer.from(uuid.replaceAll('-', ''), 'hex');
