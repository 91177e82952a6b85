import { uuidBytes } from '../../db/copy-binary.ts';
import type { SqlTx } from '../../db/sql-transaction.ts';
import type { ReleaseSplit, ShareDivision } from '../splits/index.ts';
import type { LineBatch } from './line-batch.ts';

export type Owner = { id: string; bytes: Uint8Array; percents: Map<number, number> };
/** A live split, with what the import credited its collaborator. */
export type Split = ReleaseSplit & {
  bytes: Uint8Array;
  userBytes: Uint8Array;
  credited: bigint;
};

/** What a line matched: a track (by ISRC) or a release (by UPC), and its owner. */
export type Target = {
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

export const newTarget = (trackId: string | null, releaseId: string, owner: Owner): Target => ({
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
export type Group = {
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

export const newGroup = (target: Target | null, percent: number, index: number): Group => ({
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
export function fold(group: Group) {
  group.folded.amount += BigInt(group.amount);
  group.folded.owner += BigInt(group.owner);
  group.folded.platform += BigInt(group.platform);
  group.amount = group.owner = group.platform = 0;
}

/** A group's sums. */
export const sums = (group: Group) => {
  fold(group);
  return group.folded;
};

/**
 * The import's groups (decision 035): one per target and share, one for the unmatched lines,
 * each with its place in `all` (its index) and an id from the groups' sequence (new ones for the
 * lines that come after a group was written). `lineGroups` holds each line's group, per batch.
 */
export class ImportGroups {
  private readonly unmatched = newGroup(null, 0, 0);
  readonly all: Group[] = [this.unmatched];
  readonly lineGroups: Group[] = [];
  private readonly tx: SqlTx;

  constructor(tx: SqlTx) {
    this.tx = tx;
  }

  /** Each line's group (made when new: a target's first line of a share), and their ids. */
  async group(batch: LineBatch, targets: readonly (Target | null)[]) {
    const fresh: Group[] = [];
    for (let i = 0; i < batch.count; i++) {
      const target = targets[i];
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
        group = newGroup(target, percent, this.all.length);
        target.groups.set(percent, group);
        this.all.push(group);
        fresh.push(group);
      }
      target.months.push(month);
      target.monthGroups.push(group);
      this.lineGroups[i] = group;
    }
    if (this.unmatched.id === 0) fresh.push(this.unmatched);
    await this.giveIds(fresh);
  }

  /** Ids from the groups' sequence (a lookup: it leaves the lines' COPY open). */
  async giveIds(groups: Group[]) {
    if (groups.length === 0) return;
    const { rows } = await this.tx.lookup<{ id: string }>(
      `select nextval('royalty_line_groups_id_seq')::text as id
       from generate_series(1, $1::int)`,
      [groups.length],
    );
    groups.forEach((group, i) => (group.id = Number(rows[i]!.id)));
  }
}
