import type { SqlTx } from '../../db/sql-transaction.ts';
import type { LiveSplit } from './split-shares.ts';

type Query = SqlTx['query'];

/**
 * What the royalty lines have recouped for a split (`splitId`: an SQL expression of its id), as
 * SQL: the royalties module's rule (its `linesRecoupedSql`), which its callers pass in, since
 * splits cannot import royalties (royalties imports splits).
 */
export type LinesRecoupedSql = (splitId: string) => string;

/**
 * What a split (the row `split`) has recouped so far, as SQL (never stored, decision 030): what
 * its lines recouped (`linesRecouped`), plus what the splits it replaced had recouped of the
 * same costs.
 */
export const recoupedSql = (split: string, linesRecouped: LinesRecoupedSql) =>
  `(${split}.recouped_before_units + ${linesRecouped(`${split}.id`)})`;

/** A live split of a release: of one of its tracks, or of the whole release (`trackId` null). */
export type ReleaseSplit = LiveSplit & { releaseId: string; trackId: string | null };

/**
 * The live splits of releases at instant `at` (decision 030): accepted by then and not removed
 * by then, oldest acceptance first, with what they have left to recoup (never below zero);
 * locked `FOR UPDATE`, so nothing else recoups the same costs until the caller's transaction
 * ends. The batch form the import asks once per release it meets, and the one `liveSplits`
 * asks for a resolved line. `accountId` is the collaborator's user id: a caller posting by
 * account id sets the account's. `linesRecouped`: what royalty lines recouped (see
 * `recoupedSql`).
 */
export async function lockLiveSplits(
  query: Query,
  releaseIds: string[],
  at: Date,
  linesRecouped: LinesRecoupedSql,
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
       greatest(s.recoup_units - ${recoupedSql('s', linesRecouped)}, 0)::text as recoup_left
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
