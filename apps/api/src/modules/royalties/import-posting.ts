import { randomUUID } from 'node:crypto';
import { BinaryRows, uuidBytes } from '../../db/copy-binary.ts';
import type { CopyWriter, SqlTx } from '../../db/sql-transaction.ts';
import { AccountSums, postKeyedTransactions } from '../ledger/index.ts';
import { HeldLines, importBounds, type ImportBounds } from './held-lines.ts';
import { creditLine } from './import-credit.ts';
import {
  encodeGroups,
  encodeLine,
  encodeParts,
  groupColumns,
  lineColumns,
  splitColumns,
} from './import-encoding.ts';
import { ImportGroups, sums } from './import-groups.ts';
import { ImportMatching } from './import-matching.ts';
import { ReportStores } from './import-stores.ts';
import { spanWidth, type LineBatch } from './line-batch.ts';

/** The lines encoded and handed to the lines' COPY at a time, and the parts held in flight. */
const linesPerPart = 4096;
const partsInFlight = 8;

/**
 * Posts the lines of a report (decision 035), batch by batch as they are read: matches them
 * (`ImportMatching`), credits each to its group by the plan share and the live splits
 * (`creditLine`: the rules of plans and splits), and writes each batch's lines by one binary
 * COPY (`import-encoding.ts`). At the end the groups are written and ONE ledger transaction
 * posts the sums by account (`postKeyedTransactions`): the store's receivable for the whole
 * report, the owners, the collaborators, Soundpost, and `unmatched`. All in the caller's
 * transaction.
 */
export class ImportPosting {
  private readonly matching: ImportMatching;
  private readonly groups: ImportGroups;
  private readonly prefix: Uint8Array;
  private readonly storeBytes: Uint8Array;
  private readonly transactionId = randomUUID();
  /** What every group row names: the import, its ledger transaction and its instant. */
  private readonly groupIds: { importBytes: Uint8Array; transactionBytes: Uint8Array; at: Date };
  private readonly held: HeldLines;
  private readonly groupRows = new BinaryRows();
  private lines = 0;
  private matched = 0;
  private readonly stores = new ReportStores();
  private lineWriter: CopyWriter | undefined;
  /**
   * The buffers lines are encoded into, each with the write of its last part: a part is
   * encoded into the next one once that write was taken, so up to `partsInFlight` parts wait
   * for the server while the reader parses the next chunk of the file.
   */
  private readonly parts = Array.from({ length: partsInFlight }, () => ({
    rows: new BinaryRows(1 << 20),
    taken: Promise.resolve(),
  }));
  private nextPart = 0;
  private readonly splitRows = new BinaryRows();

  private readonly tx: SqlTx;
  private readonly importId: string;
  private readonly at: Date;
  private readonly bounds: ImportBounds;

  constructor(
    tx: SqlTx,
    importId: string,
    at: Date,
    store: string,
    bounds: ImportBounds = importBounds,
  ) {
    this.tx = tx;
    this.bounds = bounds;
    this.held = new HeldLines(bounds.lines);
    this.importId = importId;
    this.at = at;
    const importBytes = uuidBytes(importId);
    this.prefix = importBytes.subarray(0, 10);
    this.groupIds = { importBytes, transactionBytes: uuidBytes(this.transactionId), at };
    this.storeBytes = Buffer.from(store);
    this.matching = new ImportMatching(tx.lookup, (text, values) => this.query(text, values), at);
    this.groups = new ImportGroups(tx);
  }

  /** The interned text and bytes of an ISRC (the readers give each line one). */
  isrcText = (isrc: string) => this.matching.isrcText(isrc);

  /**
   * A statement, after the lines' COPY has ended (one statement at a time on the connection):
   * a write, or a read of what the import writes or locks. The catalogue's reads (matches,
   * plans, group ids) are lookups, which leave the COPY open: in a report whose releases have
   * all been seen, one COPY takes batch after batch until the groups or the collaborators'
   * parts held are written.
   */
  private async query<R>(text: string, values?: unknown[]) {
    await this.endLines();
    return this.tx.query<R>(text, values);
  }

  private async endLines() {
    const writer = this.lineWriter;
    if (!writer) return;
    this.lineWriter = undefined;
    for (const part of this.parts) await part.taken;
    await writer.end();
  }

  /**
   * Encodes lines `[from, to)` of the batch into the next buffer, once its last part was taken,
   * and hands them to the lines' COPY (opened if needed).
   */
  private async writeLines(batch: LineBatch, from: number, to: number) {
    const part = this.parts[this.nextPart]!;
    this.nextPart = (this.nextPart + 1) % partsInFlight;
    await part.taken;
    part.rows.reset();
    this.encode(batch, from, to, part.rows);
    this.lineWriter ??= this.tx.copyBinary(lineColumns);
    part.taken = this.lineWriter.write(part.rows.finish());
    // A failure surfaces at the buffer's next use or at the COPY's end.
    part.taken.catch(() => {});
  }

  /** A whole COPY of `rows` into `target`. */
  private async copy(target: string, rows: Uint8Array) {
    await this.endLines();
    const writer = this.tx.copyBinary(target);
    await writer.write(rows);
    await writer.end();
  }

  /** Matches, shares, divides and writes one batch of lines. */
  async post(batch: LineBatch) {
    if (!this.held.fits(batch.count)) {
      // The collaborators' parts too: one end of the lines' COPY for both.
      await this.writeSplits();
      await this.writeGroups(true);
    }
    this.held.makeRoom(batch.count);
    await this.matching.match(batch);
    await this.matching.loadShares(batch);
    await this.matching.loadSplits();
    await this.groups.group(batch, this.matching.targets);
    // In parts, so the server has the first rows while the next are encoded.
    for (let from = 0; from < batch.count; from += linesPerPart) {
      await this.writeLines(batch, from, Math.min(from + linesPerPart, batch.count));
    }
    this.lines += batch.count;
    if (this.splitRows.size > this.bounds.splitBytes) await this.writeSplits();
  }

  /**
   * Credits lines `[from, to)` of the batch to their groups and encodes them into `rows`, the
   * parts of split lines into `splitRows` (nothing after the loop: see ReportReader.records).
   */
  private encode(batch: LineBatch, from: number, to: number, rows: BinaryRows) {
    const { amount: amounts, lineNumber, bytes, spans } = batch;
    const lineGroups = this.groups.lineGroups;
    for (let i = from; i < to; i++) {
      const group = lineGroups[i]!;
      const target = group.target;
      const amount = amounts[i]!;
      const division = target && amount !== 0 ? this.matching.divisionOf(target) : null;
      creditLine(group, Number.isNaN(amount) ? batch.amountOf(i) : amount, division);
      if (division) encodeParts(this.splitRows, this.prefix, lineNumber[i]!, division);
      if (target) this.matched++;
      this.held.add(lineNumber[i]!, group);
      const storeStart = spans[i * spanWidth]!;
      if (storeStart === -1) this.stores.note(this.storeBytes, 0, this.storeBytes.length);
      else this.stores.note(bytes, storeStart, spans[i * spanWidth + 1]!);
      encodeLine(rows, batch, i, this.prefix, this.storeBytes, group, division);
    }
  }

  /** The collaborators' parts held so far, by one COPY. */
  private async writeSplits() {
    if (this.splitRows.size === 0) return;
    await this.copy(splitColumns, this.splitRows.finish());
    this.splitRows.reset();
  }

  /**
   * Writes the groups with the lines held (one COPY); when `more` lines are to come, gives them
   * new ids for those.
   */
  private async writeGroups(more: boolean) {
    const written = encodeGroups(this.groupRows, this.groups.all, this.held, this.groupIds);
    await this.copy(groupColumns, this.groupRows.finish());
    if (more) await this.groups.giveIds(written);
  }

  /**
   * Writes the groups and posts ONE ledger transaction for the import, its postings summed by
   * account (none when every sum is zero: the groups then name no transaction). Answers the
   * import's line count, matched count, total and the stores its lines name.
   */
  async finish() {
    await this.endLines();
    await this.writeSplits();
    if (this.held.count > 0) await this.writeGroups(false);
    const accounts = new AccountSums();
    let total = 0n;
    for (const group of this.groups.all) {
      const { amount, owner, platform } = sums(group);
      total += amount;
      if (!group.target) {
        accounts.add({ kind: 'unmatched' }, amount);
        continue;
      }
      accounts.add({ kind: 'platform_share' }, platform);
      accounts.add({ kind: 'artist_royalties', userId: group.target.owner.id }, owner);
    }
    for (const split of this.matching.splits()) {
      accounts.add({ kind: 'artist_royalties', userId: split.userId }, split.credited);
    }
    accounts.add({ kind: 'store_receivable', owner: this.importId }, -total);
    const posted = await postKeyedTransactions(
      (text, values) => this.query(text, values),
      [
        {
          id: this.transactionId,
          kind: 'royalty_import',
          postedAt: this.at,
          postings: accounts.postings(),
        },
      ],
    );
    if (posted.length === 0) {
      await this.query(
        'update royalty_line_groups set transaction_id = null where import_id = $1',
        [this.importId],
      );
    }
    return { lines: this.lines, matched: this.matched, total, stores: this.stores.list };
  }
}
