import type { Db } from '../../db/client.ts';
import type { accountIds } from '../ledger/index.ts';
import { drizzleQuery } from './drizzle-query.ts';
import {
  lockLiveSplits,
  splitsOfTrack,
  type LinesRecoupedSql,
  type ReleaseSplit,
} from './live-splits-sql.ts';
import type { LiveSplit } from './split-shares.ts';

type Target = { releaseId: string; trackId: string | null };

/**
 * The splits that apply to an unmatched line resolved now: `lockLiveSplits` of its release
 * (the import asks the same for the releases it meets), with the collaborators' artist
 * accounts. `recoupLeft` is then kept up to date in memory as the run posts. `linesRecouped`:
 * what royalty lines recouped, as `lockLiveSplits` takes it.
 */
export function liveSplits(
  db: Db,
  accounts: ReturnType<typeof accountIds>,
  at: Date,
  linesRecouped: LinesRecoupedSql,
) {
  const byRelease = new Map<string, ReleaseSplit[]>();

  /** Loads the splits of the targets' releases: three statements per call at most. */
  async function load(targets: Target[]) {
    const releaseIds = [...new Set(targets.map((t) => t.releaseId))].filter(
      (id) => !byRelease.has(id),
    );
    if (releaseIds.length === 0) return;
    for (const id of releaseIds) byRelease.set(id, []);
    const rows = await lockLiveSplits(drizzleQuery(db), releaseIds, at, linesRecouped);
    if (rows.length === 0) return;
    const owners = await accounts.ofUsers(rows.map((r) => r.userId));
    for (const row of rows) {
      byRelease.get(row.releaseId)!.push({ ...row, accountId: owners.get(row.userId)! });
    }
  }

  /** The live splits of a line's track (and of its whole release), oldest accepted first. */
  const of = (target: Target): LiveSplit[] =>
    splitsOfTrack(byRelease.get(target.releaseId) ?? [], target.trackId);

  return { load, of };
}
