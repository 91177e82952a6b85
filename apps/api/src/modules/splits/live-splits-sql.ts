import type { SqlTx } from '../../db/sql-transaction.ts';
import type { LiveSplit } from './split-shares.ts';

type Query = SqlTx['query'];

/**
 * What a split (the row `split`) has recouped so far, as SQL (never stored, decision 030): the
 * sum of its lines' recoupment, read from its rows that recouped (the partial index's own
 * predicate, so the planner knows it covers them), plus what the splits it replaced had
 * recouped of the same costs.
 */
export const recoupedSql = (split: string) =>
  `(${split}.recouped_before_units + coalesce((select sum(x.recoup_amount)
     from royalty_line_splits x where x.split_id = ${split}.id and x.recoup_amount <> 0), 0))`;

/** A live split of a release: of one of its tracks, or of the whole release (`trackId` null). */
export type ReleaseSplit = LiveSplit & { releaseId: string; trackId: string | null };

/**
 * The live splits of releases at instant `at` (decision 030): accepted by then and not removed
 * by then, oldest acceptance first, with what they have left to recoup (never below zero);
 * locked `FOR UPDATE`, so nothing else recoups the same costs until the caller's transaction
 * ends. The batch form the import asks once per release it meets, and the one `liveSplits`
 * asks for a resolved line. `accountId` is the collaborator's user id: a caller posting by
 * account id sets the account's.
 */
export async function lockLiveSplits(
  query: Query,
  releaseIds: string[],
  at: Date,
): Promise<ReleaseSplit[]> {
  const live = `s.release_id = any($1::uuid[]) and s.accepted_at <= $2::timestamptz
    and (s.removed_at is null or s.removed_at > $2::timestamptz)`;
  const values = [releaseIds, at.toISOString()];
  const locked = await query(`select s.id from splits s where ${live} for update`, values);
  if (locked.rows.length === 0) return [];
  const { rows } = await query<{
    id: string;
    release_id: string;
    track_id: string | null;
    collaborator_id: string;
    basis_points: number;
    recoup_left: string;
  }>(
    `select s.id, s.release_id, s.track_id, s.collaborator_id, s.basis_points,
       greatest(s.recoup_units - ${recoupedSql('s')}, 0)::text as recoup_left
     from splits s where ${live} order by s.accepted_at, s.id`,
    values,
  );
  return rows.map((row) => ({
    id: row.id,
    releaseId: row.release_id,
    trackId: row.track_id,
    userId: row.collaborator_id,
    accountId: row.collaborator_id,
    basisPoints: row.basis_points,
    recoupLeft: BigInt(row.recoup_left),
  }));
}

/** The splits of a release that apply to a line of `trackId` (null: matched by the release). */
export const splitsOfTrack = <S extends ReleaseSplit>(splits: S[], trackId: string | null) =>
  splits.filter((s) => s.trackId === null || s.trackId === trackId);
