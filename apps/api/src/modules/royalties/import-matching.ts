import { uuidBytes } from '../../db/copy-binary.ts';
import type { SqlTx } from '../../db/sql-transaction.ts';
import { monthSharePercents } from '../plans/index.ts';
import { lockLiveSplits, splitsOfTrack, ShareDivision } from '../splits/index.ts';
import { releasesAsR, tracksAsT } from './catalogue-sql.ts';
import { linesRecoupedSql } from './line-recoupment.ts';
import { fields, type IsrcText, type LineBatch } from './line-batch.ts';
import { newTarget, type Owner, type Split, type Target } from './import-groups.ts';

/**
 * The ISRCs and UPCs whose match is kept (then the caches start again; what they matched is
 * kept by target, so a line finds the same one).
 */
const cachedTexts = 1 << 16;

/**
 * What the import's lines match (decision 035): the track with the line's ISRC when exactly one
 * owner has it, else the release with its UPC; the owner's plan share in each sale month; the
 * live splits of each release met. The database is asked once per new ISRC, UPC, owner and
 * month (`lookup`, outside the lines' COPY) and once per release for its splits (`query`, in
 * the transaction: they are locked), never per line. `targets` holds each line's, per batch.
 */
export class ImportMatching {
  readonly targets: (Target | null)[] = [];
  private readonly isrcs = new Map<string, IsrcText>();
  private readonly byUpc = new Map<string, Target | null>();
  /** Every target matched, by track id (or `release:` and the release's id). */
  private readonly byId = new Map<string, Target>();
  private readonly owners = new Map<string, Owner>();
  private readonly releaseSplits = new Map<string, Split[]>();
  private readonly lookup: SqlTx['lookup'];
  private readonly query: SqlTx['query'];
  private readonly at: Date;

  constructor(lookup: SqlTx['lookup'], query: SqlTx['query'], at: Date) {
    this.lookup = lookup;
    this.query = query;
    this.at = at;
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
   * Each line's target: the ISRC's match, else the UPC's. An ISRC keeps what it matched on its
   * interned text; a UPC in `byUpc` (at most `cachedTexts`, then it starts again).
   */
  async match(batch: LineBatch) {
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
    const { rows } = await this.lookup<{
      isrc: string;
      track_id: string;
      release_id: string;
      owner_id: string;
    }>(
      `select t.isrc, (array_agg(t.id order by t.id))[1] as track_id,
         (array_agg(r.id order by t.id))[1] as release_id, (array_agg(r.owner_id))[1] as owner_id
       from ${tracksAsT} join ${releasesAsR} on r.id = t.release_id
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
    const { rows } = await this.lookup<{ upc: string; id: string; owner_id: string }>(
      `select r.upc, r.id, r.owner_id from ${releasesAsR}
       where r.upc = any($1::text[]) and r.upc <> ''`,
      [upcs],
    );
    for (const upc of upcs) this.byUpc.set(upc, null);
    for (const row of rows) this.byUpc.set(row.upc, this.target(null, row.id, row.owner_id));
  }

  /**
   * The owner's share for each matched owner and sale month not asked yet: that of the plan they
   * held for most of the month (decision 026, `monthSharePercents`).
   */
  async loadShares(batch: LineBatch) {
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
    const rows = await monthSharePercents(this.lookup, owners, months);
    for (const row of rows) this.owners.get(row.owner_id)!.percents.set(row.month, row.percent);
  }

  /**
   * The live splits of the releases matched for the first time (`lockLiveSplits`, decision
   * 030): locked so that nothing else recoups the same costs meanwhile; their recoupment is
   * then kept in memory as the lines repay it, in line order.
   */
  async loadSplits() {
    const releases = new Set<string>();
    for (const target of this.targets) {
      if (!target || target.splitsLoaded) continue;
      target.splitsLoaded = true;
      if (!this.releaseSplits.has(target.releaseId)) releases.add(target.releaseId);
    }
    if (releases.size === 0) return;
    const ids = [...releases];
    for (const id of ids) this.releaseSplits.set(id, []);
    for (const split of await lockLiveSplits(this.query, ids, this.at, linesRecoupedSql)) {
      this.releaseSplits.get(split.releaseId)!.push({
        ...split,
        bytes: uuidBytes(split.id),
        userBytes: uuidBytes(split.userId),
        credited: 0n,
      });
    }
  }

  /**
   * The division of a target's lines by its live splits (its track's and its release's
   * whole-release ones), or null when none applies.
   */
  divisionOf(target: Target) {
    if (target.division === undefined) {
      const live = splitsOfTrack(this.releaseSplits.get(target.releaseId)!, target.trackId);
      target.division = live.length > 0 ? new ShareDivision(live) : null;
    }
    return target.division;
  }

  /** Every live split met, with what the import credited its collaborator. */
  splits() {
    return [...this.releaseSplits.values()].flat();
  }
}
