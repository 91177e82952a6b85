import { BinaryRows, daysSince2000, uuidBytes } from '../../db/copy-binary.ts';
import type { SqlTx } from '../../db/sql-transaction.ts';
import { countsPerKey, SumsByKey } from './sums-by-key.ts';
import { rollupDeltaColumns, rollupDimensions } from './rollups.ts';
import { detached, type TrendLine } from './trend-line.ts';
import type { TrendTarget } from './trend-matching.ts';

/** Texts numbered in the order first seen, with their bytes (`toBytes`); at most `max`. */
class Numbering {
  private readonly numbers = new Map<string, number>();
  readonly bytes: Uint8Array[] = [];
  readonly max: number;
  private readonly toBytes: (text: string) => Uint8Array;

  constructor(max: number, toBytes: (text: string) => Uint8Array = (t) => Buffer.from(t)) {
    this.max = max;
    this.toBytes = toBytes;
  }

  of(text: string) {
    let n = this.numbers.get(text);
    if (n === undefined) {
      n = this.bytes.length;
      this.numbers.set(detached(text), n);
      this.bytes.push(this.toBytes(text));
    }
    return n;
  }

  get full() {
    return this.bytes.length >= this.max;
  }

  clear() {
    this.numbers.clear();
    this.bytes.length = 0;
  }
}

/** Days and months numbered, with each one's binary date. */
class Periods {
  private readonly numbers = new Map<string, number>();
  readonly dates: number[] = [];
  readonly max: number;

  constructor(max: number) {
    this.max = max;
  }

  /** The number of `day` (`YYYY-MM-DD`), or of its month with `month`. */
  of(day: string, month: boolean) {
    const text = month ? day.slice(0, 7) : day;
    let n = this.numbers.get(text);
    if (n === undefined) {
      n = this.dates.length;
      this.numbers.set(text, n);
      this.dates.push(daysSince2000(+day.slice(0, 4), +day.slice(5, 7), month ? 1 : +day.slice(8)));
    }
    return n;
  }

  get full() {
    return this.dates.length >= this.max;
  }

  clear() {
    this.numbers.clear();
    this.dates.length = 0;
  }
}

// How many bits of a sum's key each number takes: every key below 2^53.
const artistBits = 2 ** 16;
const dimensionBits = 8;
const storeBits = 2 ** 7;
const dayBits = 2 ** 15;
const monthBits = 2 ** 10;
const keyBits = 2 ** 17;
/** Sums of each kind held before they are written (about 3.5 MB each). */
export const rollupDeltaCapacity = 1 << 16;
/** Rows encoded per COPY part. */
const perPart = 8_192;

const texts = {
  all: Buffer.from('*'),
  day: Buffer.from('day'),
  month: Buffer.from('month'),
  total: Buffer.from('total'),
  empty: Buffer.alloc(0),
};
const dimensionNames = rollupDimensions.map((d) => Buffer.from(d.name));

/**
 * What a trend import's matched lines add to the rollups (decision 041), summed in memory as
 * they are read: every dimension per artist and day for all stores, each store's daily totals,
 * and every dimension per artist, store and month (the all-stores months follow from the days
 * in SQL). Held in three `SumsByKey` under numbered artists, stores, days, months and keys;
 * written to the transaction's deltas table (`analytics_rollup_deltas`) by binary COPY when a
 * table or a numbering fills, and at the end. Memory stays bounded whatever the file's size; a
 * key written twice is summed again when the deltas are merged.
 */
export class RollupDeltas {
  private readonly tx: SqlTx;
  private readonly artists = new Numbering(artistBits, uuidBytes);
  private readonly stores = new Numbering(storeBits);
  private readonly days = new Periods(dayBits);
  private readonly months = new Periods(monthBits);
  private readonly keys = rollupDimensions.map(() => new Numbering(keyBits));
  /** Per artist × dimension × day × key, all stores. */
  private readonly byDay: SumsByKey;
  /** Per artist × dimension × store × month × key. */
  private readonly byStoreMonth: SumsByKey;
  /** Per artist × store × day, the total. */
  private readonly byStoreDay: SumsByKey;
  private readonly counts = new Float64Array(countsPerKey);
  private readonly rows = new BinaryRows(1 << 20);

  /** `capacity`: the sums of each kind held (a test lowers it, to write after every line). */
  constructor(tx: SqlTx, capacity = rollupDeltaCapacity) {
    this.tx = tx;
    this.byDay = new SumsByKey(capacity);
    this.byStoreMonth = new SumsByKey(capacity);
    this.byStoreDay = new SumsByKey(capacity);
  }

  /** Adds a matched line's counts (when `mustWrite`, after `write`). */
  add(line: TrendLine, target: TrendTarget) {
    const counts = this.counts;
    counts[0] = line.streams;
    counts[1] = line.downloads;
    counts[2] = line.listeners;
    counts[3] = line.saves;
    counts[4] = line.playlistAdds;
    const artist = this.artists.of(target.artistId);
    const store = this.stores.of(line.storeId);
    const day = this.days.of(line.day, false);
    const month = this.months.of(line.day, true);
    this.byStoreDay.add((artist * storeBits + store) * dayBits + day, counts);
    for (let d = 0; d < rollupDimensions.length; d++) {
      const text = rollupDimensions[d]!.keyOf(line, target);
      if (d > 0 && text === '') continue;
      const key = this.keys[d]!.of(text);
      const base = artist * dimensionBits + d;
      this.byDay.add((base * dayBits + day) * keyBits + key, counts);
      this.byStoreMonth.add(
        ((base * storeBits + store) * monthBits + month) * keyBits + key,
        counts,
      );
    }
  }

  /** The tables of sums, in kind order (see `encode`). */
  private get kinds() {
    return [this.byDay, this.byStoreMonth, this.byStoreDay];
  }

  /** Whether a table might not take the next line's sums, or one might not stay exact. */
  private tableFull(sums: SumsByKey) {
    return sums.size > sums.capacity - rollupDimensions.length || sums.nearLimit;
  }

  /** Whether a numbering is full: the sums' keys then change meaning, so all are written. */
  private numberingFull() {
    for (const numbering of this.keys) if (numbering.full) return true;
    return this.artists.full || this.stores.full || this.days.full || this.months.full;
  }

  /** Whether the next line might not fit: a table or a numbering is (nearly) full. */
  get mustWrite() {
    return this.kinds.some((sums) => this.tableFull(sums)) || this.numberingFull();
  }

  /**
   * Writes the sums held to the deltas table: those of a full table only (a key written twice
   * costs the merge a second row, and the day sums of a file in day order never come back),
   * every table when a numbering is full or `all` (the end); then starts them again empty.
   */
  async write(all = false) {
    const everything = all || this.numberingFull();
    const copy = this.tx.copyBinary(rollupDeltaColumns);
    const send = async () => {
      if (this.rows.size === 0) return;
      await copy.write(this.rows.finish());
      this.rows.reset();
    };
    const kinds = this.kinds;
    for (let kind = 0; kind < kinds.length; kind++) {
      const sums = kinds[kind]!;
      if (!everything && !this.tableFull(sums)) continue;
      for (let entry = 0; entry < sums.size; entry++) {
        this.encode(kind, sums, entry);
        if ((entry + 1) % perPart === 0) await send();
      }
      await send();
      sums.clear();
    }
    await copy.end();
    if (!everything) return;
    for (const numbering of [this.artists, this.stores, this.days, this.months, ...this.keys]) {
      numbering.clear();
    }
  }

  /**
   * One sum as a deltas row, its key's numbers read back: kind 0 is by day, 1 by store and
   * month, 2 by store and day.
   */
  private encode(kind: number, sums: SumsByKey, entry: number) {
    let rest = sums.keys[entry]!;
    const take = (bits: number) => {
      const n = rest % bits;
      rest = (rest - n) / bits;
      return n;
    };
    let key = 0;
    let period: number;
    let store = -1;
    let dimension = 0;
    if (kind === 2) {
      period = this.days.dates[take(dayBits)]!;
      store = take(storeBits);
    } else {
      key = take(keyBits);
      period = kind === 0 ? this.days.dates[take(dayBits)]! : this.months.dates[take(monthBits)]!;
      if (kind === 1) store = take(storeBits);
      dimension = take(dimensionBits);
    }
    const artist = this.artists.bytes[rest]!;
    const storeText = store === -1 ? texts.all : this.stores.bytes[store]!;
    const keyText = kind === 2 ? texts.empty : this.keys[dimension]!.bytes[key]!;
    const name = kind === 2 ? texts.total : dimensionNames[dimension]!;
    const grain = kind === 1 ? texts.month : texts.day;
    const rows = this.rows;
    rows.row(11, 256 + name.length + storeText.length + keyText.length);
    rows.uuid(artist);
    rows.text(name, 0, name.length);
    rows.text(storeText, 0, storeText.length);
    rows.text(grain, 0, grain.length);
    rows.date(period);
    rows.text(keyText, 0, keyText.length);
    const at = entry * countsPerKey;
    for (let i = 0; i < countsPerKey; i++) rows.int8(sums.counts[at + i]!);
  }
}
