import { BinaryRows, uuidBytes } from '../../db/copy-binary.ts';
import type { CopyWriter, SqlTx } from '../../db/sql-transaction.ts';
import { RollupDeltas } from './rollup-deltas.ts';
import { createRollupDeltas, mergeRollupDeltas, subtractFacts } from './rollups.ts';
import { detached, type TrendLine } from './trend-line.ts';
import { TrendMatching } from './trend-matching.ts';
import { encodeFact, encodeUnmatched, factColumns, unmatchedColumns } from './trend-rows.ts';

/** Lines matched and written at a time. */
const batchSize = 5_000;
/** Unmatched lines' bytes, and playlists named, held before they are written. */
const heldBytes = 1 << 20;
const heldPlaylists = 10_000;

/**
 * Writes a trend import's lines batch by batch (decision 041): matched (by lookups, beside the
 * transaction), facts by one binary COPY kept open from batch to batch, so the server writes a
 * batch while the next is read, their sums added to the rollup deltas. The COPY is ended only
 * when a statement must run: a store's day first seen (its earlier facts replaced), a month
 * first seen (its partition), the deltas or the held unmatched lines and playlists written.
 * At the end the deltas are merged into the rollups. Memory holds one batch, the deltas'
 * bounded sums, what is held, and the days seen.
 */
export class TrendWriter {
  private readonly tx: SqlTx;
  private readonly idBytes: Uint8Array;
  private readonly matching: TrendMatching;
  private readonly deltas: RollupDeltas;
  private readonly rows = new BinaryRows();
  private readonly unmatched = new BinaryRows();
  /** Each playlist a line names, under the name the report gives it (the last one wins). */
  private readonly playlists = new Map<string, [string, string, string]>();
  private facts: CopyWriter | null = null;
  private readonly months = new Set<string>();
  /** The days each store's lines report. */
  private readonly days = new Map<string, Set<string>>();
  private lines = 0;
  private matched = 0;
  private replaced = 0;
  private firstDay: string | null = null;
  private lastDay: string | null = null;

  constructor(tx: SqlTx, importId: string, deltaCapacity?: number) {
    this.tx = tx;
    this.idBytes = uuidBytes(importId);
    this.matching = new TrendMatching(tx.lookup);
    this.deltas = new RollupDeltas(tx, deltaCapacity);
  }

  async writeAll(lines: AsyncIterable<TrendLine>) {
    await createRollupDeltas(this.tx);
    let batch: TrendLine[] = [];
    for await (const line of lines) {
      batch.push(line);
      if (batch.length === batchSize) {
        await this.write(batch);
        batch = [];
      }
    }
    await this.write(batch);
  }

  private async write(batch: TrendLine[]) {
    if (batch.length === 0) return;
    const targets = await this.matching.match(batch);
    const fresh = new Map<string, string[]>();
    for (const line of batch) this.note(line, fresh);
    for (const [storeId, days] of fresh) await this.replace(storeId, days);
    for (const month of new Set(batch.map((l) => l.day.slice(0, 7)))) {
      if (this.months.has(month)) continue;
      this.months.add(month);
      await this.statement('select analytics_facts_month($1)', [`${month}-01`]);
    }
    this.rows.reset();
    for (let i = 0; i < batch.length; i++) {
      const line = batch[i]!;
      const target = targets[i];
      if (target) encodeFact(this.rows, line, target, this.idBytes);
      else encodeUnmatched(this.unmatched, line, this.idBytes);
      if (line.playlistId !== '' && line.playlistName !== '') this.namePlaylist(line);
    }
    if (this.rows.size > 0) {
      this.facts ??= this.tx.copyBinary(factColumns);
      // A copy: the rows' buffer is refilled while the server may still hold this part.
      await this.facts.write(this.rows.finish().slice());
    }
    for (let i = 0; i < batch.length; i++) {
      const target = targets[i];
      if (!target) continue;
      this.matched++;
      if (this.deltas.mustWrite) {
        await this.endFacts();
        await this.deltas.write();
      }
      this.deltas.add(batch[i]!, target);
    }
    if (this.unmatched.size > heldBytes || this.playlists.size > heldPlaylists) {
      await this.writeHeld();
    }
  }

  /** Holds the playlist a line names, under its name there (the last one wins). */
  private namePlaylist(line: TrendLine) {
    const key = `${line.storeId}\n${line.playlistId}`;
    if (this.playlists.get(key)?.[2] === line.playlistName) return;
    const named = [line.storeId, line.playlistId, line.playlistName].map(detached);
    this.playlists.set(detached(key), named as [string, string, string]);
  }

  /** Counts the line; a store's day first seen goes to `fresh`. */
  private note(line: TrendLine, fresh: Map<string, string[]>) {
    this.lines++;
    let days = this.days.get(line.storeId);
    if (!days) this.days.set(line.storeId, (days = new Set()));
    if (!days.has(line.day)) {
      days.add(line.day);
      let first = fresh.get(line.storeId);
      if (!first) fresh.set(line.storeId, (first = []));
      first.push(line.day);
    }
    if (this.firstDay === null || line.day < this.firstDay) this.firstDay = line.day;
    if (this.lastDay === null || line.day > this.lastDay) this.lastDay = line.day;
  }

  /** Ends the facts' COPY, if open (no other statement can run while it is). */
  private async endFacts() {
    const facts = this.facts;
    this.facts = null;
    await facts?.end();
  }

  /** A statement of the transaction, once the facts' COPY is ended. */
  private async statement<R>(text: string, values: unknown[]) {
    await this.endFacts();
    return this.tx.query<R>(text, values);
  }

  /** Writes the unmatched lines and the playlists named, held so far. */
  private async writeHeld() {
    await this.endFacts();
    if (this.unmatched.size > 0) {
      const copy = this.tx.copyBinary(unmatchedColumns);
      await copy.write(this.unmatched.finish());
      await copy.end();
      this.unmatched.reset();
    }
    if (this.playlists.size === 0) return;
    const rows = [...this.playlists.values()];
    this.playlists.clear();
    await this.tx.query(
      `insert into analytics_playlists (store_id, playlist_id, name)
       select * from unnest($1::text[], $2::text[], $3::text[])
       on conflict (store_id, playlist_id) do update set name = excluded.name`,
      [rows.map((r) => r[0]), rows.map((r) => r[1]), rows.map((r) => r[2])],
    );
  }

  /**
   * A corrected report replaces (decision 041): before a store's day first seen in the file gets
   * its facts, the earlier trend facts of that store and day are taken away from the rollups
   * (as deltas) and deleted.
   */
  private async replace(storeId: string, days: string[]) {
    days.sort();
    // The bounds let PostgreSQL read only the partitions of the months concerned.
    const values = [storeId, days, days[0], days.at(-1)];
    const facts = `origin = 'trend' and store_id = $1 and day = any($2::date[])
      and day >= $3::date and day <= $4::date`;
    await this.endFacts();
    await subtractFacts(this.tx, facts, values);
    const { rows } = await this.tx.query<{ n: number }>(
      `with gone as (delete from analytics_facts where ${facts} returning 1)
       select count(*)::int as n from gone`,
      values,
    );
    this.replaced += rows[0]!.n;
  }

  /** The sums of the file's lines, and what the facts it replaced took away, into the rollups. */
  async finish() {
    await this.writeHeld();
    await this.deltas.write(true);
    await mergeRollupDeltas(this.tx, this.replaced > 0);
    return {
      lines: this.lines,
      matched: this.matched,
      firstDay: this.firstDay,
      lastDay: this.lastDay,
      replaced: this.replaced,
    };
  }
}
