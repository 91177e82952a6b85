import { randomUUID } from 'node:crypto';
import { BinaryRows, uuidBytes } from '../../db/copy-binary.ts';
import type { CopyWriter, SqlTx } from '../../db/sql-transaction.ts';
import { monthPlanSql, sharePercentSql } from '../plans/month-plan-sql.ts';
import { ShareDivision, type LiveSplit } from '../splits/split-shares.ts';
import { fields, noDate, spanWidth, type IsrcText, type LineBatch } from './line-batch.ts';

/** Past this a sum of numbers is folded into its bigint (every addend is below 2^53 / 100). */
const foldAt = 2 ** 52;
/** The largest amount whose share is computed in numbers (amount × 100 stays exact). */
const exactShare = Math.floor(Number.MAX_SAFE_INTEGER / 100);

type Owner = { id: string; bytes: Uint8Array; percents: Map<number, number> };
/** A live split, with what the import credited its collaborator. */
type Split = LiveSplit & {
  trackId: string | null;
  bytes: Uint8Array;
  userBytes: Uint8Array;
  credited: bigint;
};

/** What a line matched: a track (by ISRC) or a release (by UPC), and its owner. */
type Target = {
  trackId: string | null;
  releaseId: string;
  /** The ids' bytes, for the groups' rows. */
  trackBytes: Uint8Array | null;
  releaseBytes: Uint8Array;
  owner: Owner;
  /** Whether its release's live splits were loaded. */
  splitsLoaded: boolean;
  /** The division of its lines' shares by its live splits (null: none; set at its first line). */
  division?: ShareDivision | null;
  groups: Map<number, Group>;
  /** The group of each sale month seen (a report has few months: searched in order). */
  months: number[];
  monthGroups: Group[];
};

const newTarget = (trackId: string | null, releaseId: string, owner: Owner): Target => ({
  trackId,
  releaseId,
  trackBytes: trackId === null ? null : uuidBytes(trackId),
  releaseBytes: uuidBytes(releaseId),
  owner,
  splitsLoaded: false,
  groups: new Map(),
  months: [],
  monthGroups: [],
});

/**
 * Lines of the import that share a target and a share (or none: the unmatched lines), and what
 * they credited: the line amounts, the owner's parts and Soundpost's, summed as numbers while
 * exact and folded into bigints before they would not be. `index` is its place in the
 * import's groups; `count` its lines held (HeldLines) since it was last written.
 */
type Group = {
  id: number;
  index: number;
  target: Target | null;
  percent: number;
  count: number;
  amount: number;
  owner: number;
  platform: number;
  folded: { amount: bigint; owner: bigint; platform: bigint };
};

const newGroup = (target: Target | null, percent: number, index: number): Group => ({
  id: 0,
  index,
  target,
  percent,
  count: 0,
  amount: 0,
  owner: 0,
  platform: 0,
  folded: { amount: 0n, owner: 0n, platform: 0n },
});

/** Moves a group's sums of numbers into its bigints. */
function fold(group: Group) {
  group.folded.amount += BigInt(group.amount);
  group.folded.owner += BigInt(group.owner);
  group.folded.platform += BigInt(group.platform);
  group.amount = group.owner = group.platform = 0;
}

/** A group's sums. */
const sums = (group: Group) => {
  fold(group);
  return group.folded;
};

/**
 * What the import holds before writing it (decision 035): the groups' line numbers (more than a
 * chunk of the file can hold: a line has at least its delimiters), and the bytes of the
 * collaborators' parts. Tests lower them to write after every batch.
 */
export type ImportBounds = { lines: number; splitBytes: number };
export const importBounds: ImportBounds = { lines: 1 << 19, splitBytes: 1 << 23 };

/**
 * The line numbers of the groups not written yet, and each one's group, in two arrays of a
 * fixed size (decision 035): what the import holds of its lines is bounded, whatever the
 * report's size. `sorted` gives them grouped (a counting sort by group, line order kept).
 */
class HeldLines {
  count = 0;
  private lines: Int32Array;
  private groups: Int32Array;
  private order: Int32Array;
  private starts = new Int32Array(64);

  constructor(size: number) {
    this.lines = new Int32Array(size);
    this.groups = new Int32Array(size);
    this.order = new Int32Array(size);
  }

  /** Whether `more` lines still fit. */
  fits(more: number) {
    return this.count + more <= this.lines.length;
  }

  /** Room for a batch larger than the arrays (only when nothing is held). */
  makeRoom(lines: number) {
    if (lines <= this.lines.length) return;
    this.lines = new Int32Array(lines);
    this.groups = new Int32Array(lines);
    this.order = new Int32Array(lines);
  }

  add(line: number, group: Group) {
    this.lines[this.count] = line;
    this.groups[this.count++] = group.index;
    group.count++;
  }

  /**
   * The lines held, grouped: those of `groups[k]` (by index) are `order[start(k), start(k) +
   * groups[k].count)`.
   */
  sorted(groups: Group[]) {
    if (this.starts.length < groups.length + 1) this.starts = new Int32Array(groups.length * 2);
    const starts = this.starts;
    let at = 0;
    for (let k = 0; k < groups.length; k++) {
      starts[k] = at;
      at += groups[k]!.count;
    }
    const next = starts.slice(0, groups.length);
    for (let i = 0; i < this.count; i++) this.order[next[this.groups[i]!]!++] = this.lines[i]!;
    return { order: this.order, starts };
  }
}
/**
 * The ISRCs and UPCs whose match is kept (then the caches start again; what they matched is
 * kept by target, so a line finds the same one).
 */
const cachedTexts = 1 << 16;
/** The most stores an import lists (a report naming more lists its first ones). */
const maxStores = 100;

/** The lines encoded and handed to the lines' COPY at a time, and the parts held in flight. */
const linesPerPart = 4096;
const partsInFlight = 8;

/**
 * The owner's part of `amount` at `percent` (Soundpost gets the rest): splitAmount's largest
 * remainder with weights (percent, 100 − percent), the exact part rounded half up on the
 * absolute value (ties to the owner), as `royalty_owner_share` computes it in SQL.
 */
function ownerShare(amount: number | bigint, percent: number): number | bigint {
  if (typeof amount === 'number' && Math.abs(amount) * 100 <= Number.MAX_SAFE_INTEGER) {
    const product = Math.abs(amount) * percent;
    const part = Math.floor(product / 100) + (product % 100 >= 50 ? 1 : 0);
    return amount < 0 ? -part : part;
  }
  const big = BigInt(amount);
  const product = (big < 0n ? -big : big) * BigInt(percent);
  const part = product / 100n + (product % 100n >= 50n ? 1n : 0n);
  return big < 0n ? -part : part;
}

/**
 * Posts the lines of a report (decision 035), batch by batch as they are read: matches each
 * line (the track with its ISRC when exactly one owner has it, else the release with its UPC),
 * gives the owner the share of their plan in the sale month (Soundpost the rest, by largest
 * remainder), divides the owner's share with the live splits (recoupment first, decision 030),
 * and writes each batch's lines by one binary COPY, each in its group (one per target and
 * share, one for the unmatched lines) and with the owner's part only when splits divided it.
 * What each group, owner and collaborator was credited is summed here; at the end the groups
 * are written and ONE ledger transaction posts the sums by account: the store's receivable for
 * the whole report, the owners, the collaborators, Soundpost, and `unmatched`. All in the
 * caller's transaction; what the database is asked is per distinct ISRC, UPC, owner and month,
 * and per release for its splits, never per line.
 */
export class ImportPosting {
  private readonly isrcs = new Map<string, IsrcText>();
  private readonly byUpc = new Map<string, Target | null>();
  /** Every target matched, by track id (or `release:` and the release's id). */
  private readonly byId = new Map<string, Target>();
  private readonly owners = new Map<string, Owner>();
  private readonly releaseSplits = new Map<string, Split[]>();
  private readonly unmatched = newGroup(null, 0, 0);
  private readonly groups: Group[] = [this.unmatched];
  private readonly prefix: Uint8Array;
  private readonly importBytes: Uint8Array;
  private readonly storeBytes: Uint8Array;
  private readonly transactionId = randomUUID();
  private readonly transactionBytes = uuidBytes(this.transactionId);
  private readonly held: HeldLines;
  private readonly groupRows = new BinaryRows();
  private lines = 0;
  private matched = 0;
  /** The stores the lines name, in order of appearance, and the last one's bytes. */
  private readonly stores: string[] = [];
  private lastStore: Uint8Array = new Uint8Array(0);
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
  // Per batch: each line's target and group.
  private targets: (Target | null)[] = [];
  private lineGroups: Group[] = [];

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
    this.importBytes = uuidBytes(importId);
    this.prefix = this.importBytes.subarray(0, 10);
    this.storeBytes = Buffer.from(store);
  }

  /** The interned text and bytes of an ISRC (the readers give each line one). */
  isrcText = (isrc: string): IsrcText => {
    let text = this.isrcs.get(isrc);
    if (!text) {
      if (this.isrcs.size > cachedTexts) this.isrcs.clear();
      text = { text: isrc, bytes: Buffer.from(isrc) };
      this.isrcs.set(isrc, text);
    }
    return text;
  };

  /**
   * A statement, after the lines' COPY has ended (one statement at a time on the connection):
   * a write, or a read of what the import writes or locks. The catalogue's reads (matches,
   * plans, group ids) are lookups, which leave the COPY open: in a report whose releases have
   * all been seen, one COPY takes batch after batch until the groups or the collaborators'
   * parts held are written.
   */
  private async query<R>(text: string, values: unknown[]) {
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
    const rows = this.encode(batch, from, to, part.rows);
    this.lineWriter ??= this.tx.copyBinary(
      `royalty_lines (id, group_id, line_number, reporting_date, sale_month, store, artist, title,
        isrc, upc, quantity, country, amount, owner_amount, owner_basis_points)`,
    );
    part.taken = this.lineWriter.write(rows);
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
    await this.match(batch);
    await this.loadShares(batch);
    await this.loadSplits();
    await this.group(batch);
    // In parts, so the server has the first rows while the next are encoded.
    for (let from = 0; from < batch.count; from += linesPerPart) {
      await this.writeLines(batch, from, Math.min(from + linesPerPart, batch.count));
    }
    this.lines += batch.count;
    if (this.splitRows.size > this.bounds.splitBytes) await this.writeSplits();
  }

  /** The collaborators' parts held so far, by one COPY. */
  private async writeSplits() {
    if (this.splitRows.size === 0) return;
    await this.copy(
      `royalty_line_splits (line_id, split_id, collaborator_id, basis_points, share_amount,
        recoup_amount)`,
      this.splitRows.finish(),
    );
    this.splitRows.reset();
  }

  /**
   * Each line's target: the ISRC's match, else the UPC's. An ISRC keeps what it matched on its
   * interned text; a UPC in `byUpc` (at most `cachedTexts`, then it starts again).
   */
  private async match(batch: LineBatch) {
    const isrcs: IsrcText[] = [];
    for (let i = 0; i < batch.count; i++) {
      const isrc = batch.isrc[i]!;
      if (isrc.target === undefined) {
        isrc.target = null;
        isrcs.push(isrc);
      }
    }
    if (isrcs.length > 0) await this.matchIsrcs(isrcs);
    const upcs: (string | undefined)[] = [];
    const newUpcs = new Set<string>();
    for (let i = 0; i < batch.count; i++) {
      const target = batch.isrc[i]!.target as Target | null;
      this.targets[i] = target;
      upcs[i] = undefined;
      if (target === null && batch.start(i, fields.upc) < batch.end(i, fields.upc)) {
        const upc = batch.text(i, fields.upc);
        upcs[i] = upc;
        if (!this.byUpc.has(upc)) newUpcs.add(upc);
      }
    }
    this.targets.length = batch.count;
    if (newUpcs.size === 0) return;
    if (this.byUpc.size > cachedTexts) {
      this.byUpc.clear();
      for (const upc of upcs) if (upc !== undefined) newUpcs.add(upc);
    }
    await this.matchUpcs([...newUpcs]);
    for (let i = 0; i < batch.count; i++) {
      const upc = upcs[i];
      if (upc !== undefined) this.targets[i] = this.byUpc.get(upc)!;
    }
  }

  /**
   * The target of a track (or of a release, for a line matched by UPC), one per import: when
   * the caches of ISRCs and UPCs start again, their lines find the same target and groups.
   */
  private target(trackId: string | null, releaseId: string, ownerId: string) {
    const key = trackId ?? `release:${releaseId}`;
    let target = this.byId.get(key);
    if (!target) {
      target = newTarget(trackId, releaseId, this.owner(ownerId));
      this.byId.set(key, target);
    }
    return target;
  }

  private owner(id: string) {
    let owner = this.owners.get(id);
    if (!owner) {
      owner = { id, bytes: uuidBytes(id), percents: new Map() };
      this.owners.set(id, owner);
    }
    return owner;
  }

  private async matchIsrcs(isrcs: IsrcText[]) {
    const { rows } = await this.tx.lookup<{
      isrc: string;
      track_id: string;
      release_id: string;
      owner_id: string;
    }>(
      `select t.isrc, (array_agg(t.id order by t.id))[1] as track_id,
         (array_agg(r.id order by t.id))[1] as release_id, (array_agg(r.owner_id))[1] as owner_id
       from tracks t join releases r on r.id = t.release_id
       where t.isrc = any($1::text[])
       group by t.isrc having count(distinct r.owner_id) = 1`,
      [isrcs.map((isrc) => isrc.text)],
    );
    const matches = new Map(rows.map((row) => [row.isrc, row]));
    for (const isrc of isrcs) {
      const row = matches.get(isrc.text);
      if (row) isrc.target = this.target(row.track_id, row.release_id, row.owner_id);
    }
  }

  private async matchUpcs(upcs: string[]) {
    const { rows } = await this.tx.lookup<{ upc: string; id: string; owner_id: string }>(
      `select upc, id, owner_id from releases where upc = any($1::text[]) and upc <> ''`,
      [upcs],
    );
    for (const upc of upcs) this.byUpc.set(upc, null);
    for (const row of rows) this.byUpc.set(row.upc, this.target(null, row.id, row.owner_id));
  }

  /**
   * The owner's share for each matched owner and sale month not asked yet: that of the plan they
   * held for most of the month (decision 026, `monthPlanSql`).
   */
  private async loadShares(batch: LineBatch) {
    const owners: string[] = [];
    const months: number[] = [];
    for (let i = 0; i < batch.count; i++) {
      const target = this.targets[i];
      const month = batch.saleMonth[i]!;
      if (!target || target.months.includes(month)) continue;
      const owner = target.owner;
      if (!owner.percents.has(month)) {
        owner.percents.set(month, -1);
        owners.push(owner.id);
        months.push(month);
      }
    }
    if (owners.length === 0) return;
    const { rows } = await this.tx.lookup<{ owner_id: string; month: number; percent: number }>(
      `select o.owner_id, o.month,
         ${sharePercentSql(monthPlanSql('o.owner_id', "(date '2000-01-01' + o.month)::timestamp"))}
           as percent
       from unnest($1::uuid[], $2::int[]) o (owner_id, month)`,
      [owners, months],
    );
    for (const row of rows) this.owners.get(row.owner_id)!.percents.set(row.month, row.percent);
  }

  /**
   * The live splits of the releases matched for the first time (decision 030): accepted by the
   * import's instant and not removed by then, oldest acceptance first, with what they have left
   * to recoup; locked so that nothing else recoups the same costs meanwhile. Their recoupment is
   * then kept in memory as the lines repay it, in line order.
   */
  private async loadSplits() {
    const releases = new Set<string>();
    for (const target of this.targets) {
      if (!target || target.splitsLoaded) continue;
      target.splitsLoaded = true;
      if (!this.releaseSplits.has(target.releaseId)) releases.add(target.releaseId);
    }
    if (releases.size === 0) return;
    const ids = [...releases];
    for (const id of ids) this.releaseSplits.set(id, []);
    const live = `s.release_id = any($1::uuid[]) and s.accepted_at <= $2::timestamptz
      and (s.removed_at is null or s.removed_at > $2::timestamptz)`;
    const at = this.at.toISOString();
    const locked = await this.query(`select s.id from splits s where ${live} for update`, [
      ids,
      at,
    ]);
    if (locked.rows.length === 0) return;
    const { rows } = await this.query<{
      id: string;
      release_id: string;
      track_id: string | null;
      collaborator_id: string;
      basis_points: number;
      recoup_left: string;
    }>(
      `select s.id, s.release_id, s.track_id, s.collaborator_id, s.basis_points,
         greatest(s.recoup_units - s.recouped_before_units - coalesce((select sum(x.recoup_amount)
           from royalty_line_splits x where x.split_id = s.id and x.recoup_amount <> 0), 0),
           0)::text as recoup_left
       from splits s where ${live} order by s.accepted_at, s.id`,
      [ids, at],
    );
    for (const row of rows) {
      this.releaseSplits.get(row.release_id)!.push({
        id: row.id,
        userId: row.collaborator_id,
        accountId: row.collaborator_id,
        trackId: row.track_id,
        bytes: uuidBytes(row.id),
        userBytes: uuidBytes(row.collaborator_id),
        credited: 0n,
        basisPoints: row.basis_points,
        recoupLeft: BigInt(row.recoup_left),
      });
    }
  }

  /**
   * The division of a target's lines by its live splits (its track's and its release's
   * whole-release ones), or null when none applies.
   */
  private divisionOf(target: Target) {
    if (target.division === undefined) {
      const live = this.releaseSplits
        .get(target.releaseId)!
        .filter((s) => s.trackId === null || s.trackId === target.trackId);
      target.division = live.length > 0 ? new ShareDivision(live) : null;
    }
    return target.division;
  }

  /** Each line's group (made when new: a target's first line of a share), and their ids. */
  private async group(batch: LineBatch) {
    const fresh: Group[] = [];
    for (let i = 0; i < batch.count; i++) {
      const target = this.targets[i];
      if (!target) {
        this.lineGroups[i] = this.unmatched;
        continue;
      }
      const month = batch.saleMonth[i]!;
      const known = target.months.indexOf(month);
      if (known !== -1) {
        this.lineGroups[i] = target.monthGroups[known]!;
        continue;
      }
      const percent = target.owner.percents.get(month)!;
      let group = target.groups.get(percent);
      if (!group) {
        group = newGroup(target, percent, this.groups.length);
        target.groups.set(percent, group);
        this.groups.push(group);
        fresh.push(group);
      }
      target.months.push(month);
      target.monthGroups.push(group);
      this.lineGroups[i] = group;
    }
    if (this.unmatched.id === 0) fresh.push(this.unmatched);
    await this.giveIds(fresh);
  }

  private async giveIds(groups: Group[]) {
    if (groups.length === 0) return;
    const { rows } = await this.tx.lookup<{ id: string }>(
      `select nextval('royalty_line_groups_id_seq')::text as id
       from generate_series(1, $1::int)`,
      [groups.length],
    );
    groups.forEach((group, i) => (group.id = Number(rows[i]!.id)));
  }

  /**
   * Lines `[from, to)` of the batch as binary COPY rows (into `rows`), each credited to its
   * group; the parts of split lines to `splitRows`.
   */
  private encode(batch: LineBatch, from: number, to: number, rows: BinaryRows) {
    rows.reset();
    this.encodeLines(batch, from, to, rows, this.splitRows);
    return rows.finish();
  }

  /** Writes lines `[from, to)` (nothing after the loop: see ReportReader.records). */
  private encodeLines(
    batch: LineBatch,
    from: number,
    to: number,
    rows: BinaryRows,
    splitRows: BinaryRows,
  ) {
    const { bytes, spans, amount: amounts, lineNumber, saleMonth, reportingDate } = batch;
    const isrcs = batch.isrc;
    const quantities = batch.quantity;
    const storeBytes = this.storeBytes;
    const prefix = this.prefix;
    for (let i = from; i < to; i++) {
      const group = this.lineGroups[i]!;
      const target = group.target;
      const line = lineNumber[i]!;
      const amount = amounts[i]!;
      let owner: number | bigint | undefined;
      let ownerPoints: number | undefined;
      const slow = Number.isNaN(amount) || amount > exactShare || amount < -exactShare;
      if (slow || (target && amount !== 0 && this.divisionOf(target))) {
        [owner, ownerPoints] = this.credit(group, batch.amountOf(i), line, splitRows);
      } else {
        if (target) {
          // ownerShare, for a number: the exact part rounded half up on the absolute value.
          const product = (amount < 0 ? -amount : amount) * group.percent;
          const part = Math.floor(product / 100) + (product % 100 >= 50 ? 1 : 0);
          const share = amount < 0 ? -part : part;
          group.owner += share;
          group.platform += amount - share;
        }
        group.amount += amount;
        if (Math.abs(group.amount) > foldAt || Math.abs(group.owner) > foldAt) fold(group);
        else if (Math.abs(group.platform) > foldAt) fold(group);
      }
      if (target) this.matched++;
      this.held.add(line, group);
      const at = i * spanWidth;
      const storeStart = spans[at]!;
      if (storeStart === -1) this.noteStore(storeBytes, 0, storeBytes.length);
      else this.noteStore(bytes, storeStart, spans[at + 1]!);
      const isrc = isrcs[i]!.bytes;
      const country = batch.overridden(i, fields.country);
      rows.row(
        15,
        200 +
          (storeStart === -1 ? storeBytes.length : spans[at + 1]! - storeStart) +
          spans[at + 3]! -
          spans[at + 2]! +
          spans[at + 5]! -
          spans[at + 4]! +
          isrc.length +
          spans[at + 7]! -
          spans[at + 6]! +
          (country ? country.length : spans[at + 9]! - spans[at + 8]!),
      );
      rows.uuidNumbered(prefix, line);
      rows.int8(group.id);
      rows.int4(line);
      const date = reportingDate[i]!;
      if (date === noDate) rows.nul();
      else rows.date(date);
      rows.date(saleMonth[i]!);
      if (storeStart === -1) rows.text(storeBytes, 0, storeBytes.length);
      else rows.text(bytes, storeStart, spans[at + 1]!);
      rows.text(bytes, spans[at + 2]!, spans[at + 3]!);
      rows.text(bytes, spans[at + 4]!, spans[at + 5]!);
      rows.text(isrc, 0, isrc.length);
      rows.text(bytes, spans[at + 6]!, spans[at + 7]!);
      rows.int4(quantities[i]!);
      if (country) rows.text(country, 0, country.length);
      else rows.text(bytes, spans[at + 8]!, spans[at + 9]!);
      rows.int8(Number.isNaN(amount) ? batch.amountOf(i) : amount);
      if (owner === undefined) rows.nul();
      else rows.int8(owner);
      if (ownerPoints === undefined) rows.nul();
      else rows.int4(ownerPoints);
    }
  }

  /**
   * Notes the store a line names: compared byte by byte with the last line's (a report's lines
   * name few stores, mostly the same as the line before), a new one listed.
   */
  private noteStore(data: Uint8Array, start: number, end: number) {
    const last = this.lastStore;
    if (last.length === end - start) {
      let k = 0;
      while (k < last.length && last[k] === data[start + k]) k++;
      if (k === last.length) return;
    }
    this.lastStore = data.slice(start, end);
    const store = Buffer.from(this.lastStore).toString('utf8');
    if (this.stores.length < maxStores && !this.stores.includes(store)) this.stores.push(store);
  }

  /**
   * Credits a line the slow way: an amount past 2^53 / 100, or a line that splits divide. Answers the
   * owner's part and basis points when splits divided it.
   */
  private credit(
    group: Group,
    amount: number | bigint,
    line: number,
    splitRows: BinaryRows,
  ): [bigint | undefined, number | undefined] {
    const target = group.target;
    if (!target) {
      fold(group);
      group.folded.amount += BigInt(amount);
      return [undefined, undefined];
    }
    const share = ownerShare(amount, group.percent);
    const division = amount !== 0 && amount !== 0n ? this.divisionOf(target) : null;
    let owner = share;
    if (division) {
      division.divide(BigInt(share));
      this.writeParts(division, line, splitRows);
      owner = typeof share === 'bigint' ? division.owner : Number(division.owner);
    }
    if (typeof amount === 'number' && typeof share === 'number') {
      group.amount += amount;
      group.platform += amount - share;
      group.owner += owner as number;
      if (Math.abs(group.amount) > foldAt || Math.abs(group.owner) > foldAt) fold(group);
      else if (Math.abs(group.platform) > foldAt) fold(group);
    } else {
      fold(group);
      group.folded.amount += BigInt(amount);
      group.folded.platform += BigInt(amount) - BigInt(share);
      group.folded.owner += BigInt(owner);
    }
    return division ? [division.owner, division.ownerPoints] : [undefined, undefined];
  }

  /** Writes the collaborators' parts of a line just divided (none of zero), and credits them. */
  private writeParts(division: ShareDivision, line: number, splitRows: BinaryRows) {
    const live = division.live as Split[];
    for (let i = 0; i < live.length; i++) {
      const split = live[i]!;
      const recoupAmount = division.recoup[i]!;
      const shareAmount = division.share[i]!;
      if (shareAmount === 0n && recoupAmount === 0n) continue;
      split.credited += shareAmount + recoupAmount;
      splitRows.row(6, 128);
      splitRows.uuidNumbered(this.prefix, line);
      splitRows.uuid(split.bytes);
      splitRows.uuid(split.userBytes);
      splitRows.int4(split.basisPoints);
      splitRows.int8(shareAmount);
      splitRows.int8(recoupAmount);
    }
  }

  /**
   * Writes the groups with the lines held (one COPY); when `more` lines are to come, gives them
   * new ids for those.
   */
  private async writeGroups(more: boolean) {
    const rows = this.groupRows;
    rows.reset();
    const { order, starts } = this.held.sorted(this.groups);
    const written = this.groups.filter((g) => g.count > 0);
    for (const group of written) {
      const target = group.target;
      rows.row(11, 256 + group.count * 8);
      rows.int8(group.id);
      rows.uuid(this.importBytes);
      rows.text(target ? matchedStatus : unmatchedStatus, 0, target ? 7 : 9);
      if (target?.trackBytes) rows.uuid(target.trackBytes);
      else rows.nul();
      if (target) rows.uuid(target.releaseBytes);
      else rows.nul();
      if (target) rows.uuid(target.owner.bytes);
      else rows.nul();
      if (target) rows.int4(group.percent);
      else rows.nul();
      if (target) rows.timestamp(this.at);
      else rows.nul();
      rows.uuid(this.transactionBytes);
      rows.timestamp(this.at);
      const start = starts[group.index]!;
      rows.int4Array(order, start, start + group.count);
      group.count = 0;
    }
    this.held.count = 0;
    await this.copy(
      `royalty_line_groups (id, import_id, status, track_id, release_id, owner_id, share_percent,
        posted_at, transaction_id, created_at, line_numbers)`,
      rows.finish(),
    );
    if (more) await this.giveIds(written);
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
    const accounts = new Map<string, { kind: string; userId: string | null; amount: bigint }>();
    const add = (key: string, kind: string, userId: string | null, amount: bigint) => {
      const sum = accounts.get(key) ?? { kind, userId, amount: 0n };
      sum.amount += amount;
      accounts.set(key, sum);
    };
    let total = 0n;
    for (const group of this.groups) {
      const { amount, owner, platform } = sums(group);
      total += amount;
      if (!group.target) {
        add('unmatched', 'unmatched', null, amount);
        continue;
      }
      add('platform_share', 'platform_share', null, platform);
      const ownerId = group.target.owner.id;
      add(`artist_royalties:${ownerId}`, 'artist_royalties', ownerId, owner);
    }
    for (const split of [...this.releaseSplits.values()].flat()) {
      add(`artist_royalties:${split.userId}`, 'artist_royalties', split.userId, split.credited);
    }
    add(`store_receivable:${this.importId}`, 'store_receivable', null, -total);
    const postings = [...accounts].filter(([, s]) => s.amount !== 0n);
    if (postings.length === 0) {
      await this.query(
        'update royalty_line_groups set transaction_id = null where import_id = $1',
        [this.importId],
      );
    } else {
      await this.postLedger(postings);
    }
    return { lines: this.lines, matched: this.matched, total, stores: this.stores };
  }

  private async postLedger(
    postings: [string, { kind: string; userId: string | null; amount: bigint }][],
  ) {
    const keys = postings.map(([key]) => key);
    await this.query(
      `insert into ledger_accounts (key, kind, user_id)
       select * from unnest($1::text[], $2::text[], $3::uuid[]) on conflict (key) do nothing`,
      [keys, postings.map(([, s]) => s.kind), postings.map(([, s]) => s.userId)],
    );
    await this.query(
      `with t as (
         insert into ledger_transactions (id, kind, posted_at)
         values ($1, 'royalty_import', $2::timestamptz) returning id
       )
       insert into ledger_postings (transaction_id, account_id, amount)
       select t.id, a.id, s.amount
       from t, unnest($3::text[], $4::bigint[]) s (key, amount)
       join ledger_accounts a on a.key = s.key`,
      [
        this.transactionId,
        this.at.toISOString(),
        keys,
        postings.map(([, s]) => s.amount.toString()),
      ],
    );
  }
}

const matchedStatus = Buffer.from('matched');
const unmatchedStatus = Buffer.from('unmatched');
