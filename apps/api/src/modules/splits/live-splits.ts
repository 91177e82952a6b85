import { and, asc, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { accountIds } from '../ledger/ledger.ts';
import { recoupedUnits } from './recouped.ts';
import type { LiveSplit } from './split-shares.ts';
import { splits } from './splits.table.ts';

type Target = { releaseId: string; trackId: string | null };

/**
 * The splits that apply to an unmatched line resolved now (the import loads its own in plain
 * SQL, `ImportPosting.loadSplits`, by the same rules):
 * those accepted by the posting instant and not removed by then (decision 030). `recoupLeft`
 * is derived from the recoupment already recorded, once per release and run, and
 * then kept up to date in memory as the run posts; the split rows are locked so two runs cannot
 * both recoup the same costs.
 */
export function liveSplits(db: Db, accounts: ReturnType<typeof accountIds>, at: Date) {
  const byRelease = new Map<string, (LiveSplit & { trackId: string | null })[]>();

  /** Loads the splits of the targets' releases: three statements per call at most. */
  async function load(targets: Target[]) {
    const releaseIds = [...new Set(targets.map((t) => t.releaseId))].filter(
      (id) => !byRelease.has(id),
    );
    if (releaseIds.length === 0) return;
    for (const id of releaseIds) byRelease.set(id, []);
    const rows = await db
      .select()
      .from(splits)
      .where(
        and(
          inArray(splits.releaseId, releaseIds),
          lte(splits.acceptedAt, at),
          or(isNull(splits.removedAt), gt(splits.removedAt, at)),
        ),
      )
      .orderBy(asc(splits.acceptedAt), asc(splits.id))
      .for('update');
    if (rows.length === 0) return;
    const recouped = await recoupedUnits(
      db,
      rows.filter((r) => r.recoupUnits > 0n),
    );
    const owners = await accounts.ofUsers(rows.map((r) => r.collaboratorId!));
    for (const row of rows) {
      byRelease.get(row.releaseId)!.push({
        id: row.id,
        userId: row.collaboratorId!,
        trackId: row.trackId,
        accountId: owners.get(row.collaboratorId!)!,
        basisPoints: row.basisPoints,
        recoupLeft: row.recoupUnits - (recouped.get(row.id) ?? 0n),
      });
    }
  }

  /** The live splits of a line's track (and of its whole release), oldest accepted first. */
  const of = (target: Target): LiveSplit[] =>
    (byRelease.get(target.releaseId) ?? []).filter(
      (s) => s.trackId === null || s.trackId === target.trackId,
    );

  return { load, of };
}
