import type { SqlTx } from '../../db/sql-transaction.ts';

/**
 * Divides the artist share of the matched lines (`lines`: a query answering their id, number,
 * release, track, amount and share percent) that have live splits (decision 030), set-based,
 * with the rules of `divideShare`:
 *
 * - The splits are those of the lines' releases accepted by `at` and not removed by then, oldest
 *   acceptance first (their rank in the release), locked so two imports cannot both recoup
 *   the same costs. One applies to a line of its track, or to every line of its release.
 * - Recoupment: for each rank in turn, a split's costs left are repaid from what remains of
 *   each positive artist share (after the earlier ranks' recoupment), in line order: what a
 *   line repays is the running total of what the lines could give, capped at the costs, less
 *   the same before it. So a split never recoups more than its costs.
 * - The rest is divided by basis points with the largest remainder (ties to the owner, then by
 *   rank), the owner weighted 10,000 − Σ splits; the parts add up to the share to the unit.
 *
 * Leaves `import_split_lines` (one row per line and split: its share and recoupment) and
 * `import_owner_parts` (the owner's part and basis points of each divided line).
 */
export async function divideSplitLines(
  tx: SqlTx,
  at: string,
  lines: { sql: string; values: unknown[] },
) {
  const live = `s.release_id in (select release_id from import_isrc_matches
      union select release_id from import_upc_matches)
    and s.accepted_at <= $1::timestamptz and (s.removed_at is null or s.removed_at > $1::timestamptz)`;
  await tx.query(`select s.id from splits s where ${live} for update`, [at]);
  await tx.query(
    `create temp table import_splits on commit drop as
     select s.id, s.release_id, s.track_id, s.collaborator_id, s.basis_points,
       s.recoup_units - s.recouped_before_units - coalesce(r.recouped, 0) as recoup_left,
       row_number() over (partition by s.release_id order by s.accepted_at, s.id)::int as rank
     from splits s
     left join lateral (select sum(x.recoup_amount) as recouped from royalty_line_splits x
       where x.split_id = s.id) r on true
     where ${live}`,
    [at],
  );
  // The lines of releases with live splits (none: an empty table, no pass over the lines).
  const { rows: any } = await tx.query('select 1 from import_splits limit 1');
  await tx.query(
    `create temp table import_work on commit drop as
     select w.id, w.line_number, w.release_id, w.track_id, w.amount, w.percent
     from (${lines.sql}) w
     where ${any.length > 0 ? 'w.release_id in (select release_id from import_splits)' : 'false'}`,
    lines.values,
  );
  await tx.query(`create temp table import_split_lines on commit drop as
    select w.id as line_id, w.line_number, s.id as split_id, s.rank, s.collaborator_id,
      s.basis_points, s.recoup_left, royalty_owner_share(w.amount, w.percent) as artist_share,
      0::bigint as recoup_amount, 0::bigint as share_amount
    from import_splits s
    join import_work w on w.release_id = s.release_id
      and (s.track_id is null or s.track_id = w.track_id) and w.amount <> 0`);
  await tx.query('create index on import_split_lines (line_id)');
  const { rows } = await tx.query<{ rank: number }>(
    'select distinct rank from import_split_lines where recoup_left > 0 order by rank',
  );
  for (const { rank } of rows) {
    await tx.query(
      `update import_split_lines x set recoup_amount = v.recoup from (
         select line_id, split_id,
           least(recoup_left, sum(avail) over w) - least(recoup_left, sum(avail) over w - avail)
             as recoup
         from (select p.line_id, p.split_id, p.line_number, p.recoup_left,
                 greatest(p.artist_share - coalesce((select sum(q.recoup_amount)
                   from import_split_lines q where q.line_id = p.line_id and q.rank < p.rank), 0),
                   0) as avail
               from import_split_lines p
               where p.rank = $1 and p.recoup_left > 0 and p.artist_share > 0) p
         window w as (partition by split_id order by line_number)
       ) v
       where x.line_id = v.line_id and x.split_id = v.split_id and v.recoup <> 0`,
      [rank],
    );
  }
  await tx.query(`create temp table import_split_parts on commit drop as
    with rest as (
      select line_id, (max(artist_share) - sum(recoup_amount))::bigint as rest,
        (10000 - sum(basis_points))::int as owner_points
      from import_split_lines group by line_id
    ), parts as (
      select line_id, 0 as rank, owner_points as weight, rest from rest
      union all
      select x.line_id, x.rank, x.basis_points, r.rest
      from import_split_lines x join rest r using (line_id)
    ), floored as ( -- bigint arithmetic: the division truncates
      select line_id, rank, weight, sign(rest)::bigint as sign, abs(rest) as whole,
        abs(rest) * weight / 10000 as part, abs(rest) * weight % 10000 as remainder
      from parts
    )
    select line_id, rank, weight, sign * (part + case when row_number() over (
        partition by line_id order by remainder desc, rank) <= whole - sum(part) over (
        partition by line_id) then 1 else 0 end) as amount
    from floored`);
  await tx.query(`update import_split_lines x set share_amount = p.amount
    from import_split_parts p where p.line_id = x.line_id and p.rank = x.rank`);
  await tx.query(`create temp table import_owner_parts on commit drop as
    select line_id, amount, weight as basis_points from import_split_parts where rank = 0`);
  await tx.query('create index on import_owner_parts (line_id)');
}
