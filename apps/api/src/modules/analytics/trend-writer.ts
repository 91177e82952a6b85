import { BinaryRows, uuidBytes } from '../../db/copy-binary.ts';
import type { SqlTx } from '../../db/sql-transaction.ts';
import { rebuildRollups } from './rollups.ts';
import type { TrendLine } from './trend-line.ts';
import { TrendMatching } from './trend-matching.ts';
import { encodeFact, encodeUnmatched, factColumns, unmatchedColumns } from './trend-rows.ts';

/** Lines matched and written at a time. */
const batchSize = 5_000;

/**
 * Writes a trend import's lines batch by batch (decision 041): matched, each month's facts
 * partition made, facts and unmatched lines by binary COPY, playlists named; then, per store,
 * the earlier facts of the days the file reports are deleted and the rollups rebuilt. Memory
 * holds one batch and the days seen.
 */
export class TrendWriter {
  private readonly tx: SqlTx;
  private readonly importId: string;
  private readonly idBytes: Uint8Array;
  private readonly matching: TrendMatching;
  private readonly rows = new BinaryRows();
  private readonly months = new Set<string>();
  /** The days each store's lines report. */
  private readonly days = new Map<string, Set<string>>();
  private lines = 0;
  private matched = 0;
  private firstDay: string | null = null;
  private lastDay: string | null = null;

  constructor(tx: SqlTx, importId: string) {
    this.tx = tx;
    this.importId = importId;
    this.idBytes = uuidBytes(importId);
    this.matching = new TrendMatching(tx.query);
  }

  async writeAll(lines: AsyncIterable<TrendLine>) {
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
    for (const line of batch) this.note(line);
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
    this.rows.reset();
    batch.forEach((line, i) => {
      if (!targets[i]) encodeUnmatched(this.rows, line, this.idBytes);
    });
    await this.copy(unmatchedColumns);
    await this.namePlaylists(batch);
  }

  private note(line: TrendLine) {
    this.lines++;
    let days = this.days.get(line.storeId);
    if (!days) this.days.set(line.storeId, (days = new Set()));
    days.add(line.day);
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
   * A corrected report replaces (decision 041): each store's earlier trend facts of the days
   * this file reports are deleted, then the rollups of its stores, days and months rebuilt at
   * once (a store's rows of a day it did not report are rebuilt as they were).
   */
  async finish() {
    let replaced = 0;
    for (const [storeId, set] of this.days) {
      const days = [...set].sort();
      const { rows } = await this.tx.query<{ n: number }>(
        `with gone as (
           delete from analytics_facts
            where origin = 'trend' and store_id = $1 and day = any($2::date[])
              and import_id is distinct from $3
           returning 1)
         select count(*)::int as n from gone`,
        [storeId, days, this.importId],
      );
      replaced += rows[0]!.n;
    }
    const days = new Set([...this.days.values()].flatMap((set) => [...set]));
    await rebuildRollups(this.tx, [...this.days.keys()], [...days]);
    return {
      lines: this.lines,
      matched: this.matched,
      firstDay: this.firstDay,
      lastDay: this.lastDay,
      replaced,
    };
  }
}
