import { BinaryRows, uuidBytes } from '../../db/copy-binary.ts';
import type { SqlTx } from '../../db/sql-transaction.ts';
import { RollupDeltas } from './rollup-deltas.ts';
import { createRollupDeltas, mergeRollupDeltas, subtractFacts } from './rollups.ts';
import type { TrendLine } from './trend-line.ts';
import { TrendMatching } from './trend-matching.ts';
import { encodeFact, encodeUnmatched, factColumns, unmatchedColumns } from './trend-rows.ts';

/** Lines matched and written at a time. */
const batchSize = 5_000;

/**
 * Writes a trend import's lines batch by batch (decision 041): matched, each month's facts
 * partition made, facts and unmatched lines by binary COPY, playlists named, the facts' sums
 * added to the rollup deltas; then, per store, the earlier facts of the days the file reports
 * are replaced and the deltas merged into the rollups. Memory holds one batch, the deltas'
 * bounded sums and the days seen.
 */
export class TrendWriter {
  private readonly tx: SqlTx;
  private readonly importId: string;
  private readonly idBytes: Uint8Array;
  private readonly matching: TrendMatching;
  private readonly deltas: RollupDeltas;
  private readonly rows = new BinaryRows();
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
    this.importId = importId;
    this.idBytes = uuidBytes(importId);
    this.matching = new TrendMatching(tx.query);
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
      await this.tx.query('select analytics_facts_month($1)', [`${month}-01`]);
    }
    this.rows.reset();
    batch.forEach((line, i) => {
      const target = targets[i];
      if (target) encodeFact(this.rows, line, target, this.idBytes);
    });
    this.matched += targets.filter(Boolean).length;
    await this.copy(factColumns);
    for (let i = 0; i < batch.length; i++) {
      const target = targets[i];
      if (!target) continue;
      if (this.deltas.mustWrite) await this.deltas.write();
      this.deltas.add(batch[i]!, target);
    }
    this.rows.reset();
    batch.forEach((line, i) => {
      if (!targets[i]) encodeUnmatched(this.rows, line, this.idBytes);
    });
    await this.copy(unmatchedColumns);
    await this.namePlaylists(batch);
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

  private async copy(target: string) {
    if (this.rows.size === 0) return;
    const copy = this.tx.copyBinary(target);
    await copy.write(this.rows.finish());
    await copy.end();
  }

  /** Each playlist a line names, under the name the report gives it (the last one wins). */
  private async namePlaylists(batch: TrendLine[]) {
    const named = new Map<string, [string, string, string]>();
    for (const l of batch) {
      if (l.playlistId === '' || l.playlistName === '') continue;
      named.set(`${l.storeId}\n${l.playlistId}`, [l.storeId, l.playlistId, l.playlistName]);
    }
    if (named.size === 0) return;
    const rows = [...named.values()];
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
    await this.deltas.write();
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
