import { randomUUID } from 'node:crypto';
import { capabilitiesFor } from '@soundpost/contracts/capabilities';
import { plans } from '@soundpost/contracts/users';
import type { SqlTx } from '../../db/sql-transaction.ts';
import { divideSplitLines } from '../splits/split-division.ts';
import { invalid, type StagedReport } from './report-reader.ts';

/** A plan's share in percent, as SQL: `case plan when 'lite' then 85 … end` (unknown: lite's). */
const sharePercentSql = (plan: string) =>
  `case ${plan} ${plans
    .map((p) => `when '${p}' then ${capabilitiesFor(p).royaltySharePercent}`)
    .join(' ')} else ${capabilitiesFor('lite').royaltySharePercent} end`;

/**
 * What the report's ISRCs and UPCs match (`import_matches`, one row per text): the track with
 * the ISRC when exactly one owner has it, else the release with the UPC. Then the owner's share
 * for each matched owner and sale month of the report (`import_shares`): the plan they had at
 * the month's first instant (UTC; before their first period, their first plan), as planAt
 * answers it. Both are small: distinct texts, not lines.
 */
async function matchTexts(tx: SqlTx, staged: StagedReport) {
  await tx.query(`create temp table import_isrc_matches on commit drop as
    select t.isrc, (array_agg(t.id order by t.id))[1] as track_id,
      (array_agg(r.id order by t.id))[1] as release_id, (array_agg(r.owner_id))[1] as owner_id
    from tracks t join releases r on r.id = t.release_id
    where t.isrc in (${staged.isrcs})
    group by t.isrc having count(distinct r.owner_id) = 1`);
  await tx.query(`create temp table import_upc_matches on commit drop as
    select upc, id as release_id, owner_id from releases
    where upc in (${staged.upcs}) and upc <> ''`);
  await tx.query('analyze import_isrc_matches, import_upc_matches');
  await tx.query(`create temp table import_shares on commit drop as
    select o.owner_id, m.sale_month, ${sharePercentSql('p.plan_name')} as percent
    from (select owner_id from import_isrc_matches
      union select owner_id from import_upc_matches) o
    cross join (${staged.months}) m (sale_month)
    left join lateral (
      select coalesce(
        (select plan_name from plan_periods
          where user_id = o.owner_id and starts_at <= m.sale_month::timestamp at time zone 'UTC'
          order by starts_at desc, ends_at desc limit 1),
        (select plan_name from plan_periods where user_id = o.owner_id
          order by starts_at limit 1)) as plan_name
    ) p on true`);
  await tx.query('analyze import_shares');
}

/**
 * The staged lines with what they matched, their share and their id: the import's id with the
 * line number in its last 48 bits, so one import's ids are ascending (the primary key's index
 * grows at its right edge instead of at random pages) and the split tables can name lines
 * before they are inserted. `$1` is the import's id; the staged query's parameters follow.
 * OFFSET 0 keeps it a subquery: computed once per line, not once per use of each column.
 */
const matchedSql = (staged: StagedReport) => {
  const source = staged.source.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + 1}`);
  return `select overlay($1::text placing lpad(to_hex(s.line_number), 12, '0') from 25)::uuid
      as id, s.*, i.track_id, coalesce(i.release_id, u.release_id) as release_id,
      coalesce(i.owner_id, u.owner_id) as owner_id, sh.percent
    from (${source}) s
    left join import_isrc_matches i on i.isrc = s.isrc
    left join import_upc_matches u on i.isrc is null and u.upc = s.upc
    left join import_shares sh on sh.owner_id = coalesce(i.owner_id, u.owner_id)
      and sh.sale_month = s.sale_month
    offset 0`;
};

/**
 * Posts the staged lines (decision 026): matches them, divides each matched line's earnings
 * between its owner (the plan's share, by largest remainder) and Soundpost, divides the owner's
 * share with the live splits (recoupment first, decision 030), records every line with its
 * parts (one INSERT … SELECT; a line that cannot be read fails it on a NOT NULL column and is
 * then looked up, to be refused with its line and column), and posts ONE ledger transaction
 * for the import whose postings are grouped by account: the store's receivable for the whole
 * report, the owners, the collaborators, Soundpost, and `unmatched` for the lines nothing
 * matched. All in the caller's transaction.
 */
export async function postImport(tx: SqlTx, importId: string, now: Date, staged: StagedReport) {
  const at = now.toISOString();
  await matchTexts(tx, staged);
  const matched = matchedSql(staged);
  const values = [importId, ...staged.values];
  await divideSplitLines(tx, at, { sql: matched, values });
  const transactionId = randomUUID();
  const n = values.length;
  await tx.query(`create temp table import_owner_sums (owner_id uuid, owner_amount numeric,
    platform_amount numeric, amount numeric, lines int) on commit drop`);
  await tx.query('savepoint import_lines');
  try {
    await tx.query(
      `with line as (
         insert into royalty_lines (id, import_id, line_number, reporting_date, sale_month,
           store, artist, title, isrc, upc, quantity, country, amount, status, track_id,
           release_id, owner_id, share_percent, owner_amount, platform_amount,
           owner_basis_points, posted_at, transaction_id, created_at)
         select w.id, $1::uuid, w.line_number, w.reporting_date, w.sale_month, w.store, w.artist,
           w.title, w.isrc, w.upc, w.quantity, w.country, w.amount,
           case when w.owner_id is null then 'unmatched' else 'matched' end,
           w.track_id, w.release_id, w.owner_id, w.percent,
           coalesce(o.amount, royalty_owner_share(w.amount, w.percent)),
           w.amount - royalty_owner_share(w.amount, w.percent), o.basis_points,
           case when w.owner_id is not null then $${n + 1}::timestamptz end, $${n + 2},
           $${n + 1}::timestamptz
         from (${matched}) w
         left join import_owner_parts o on o.line_id = w.id
         returning owner_id, owner_amount, platform_amount, amount
       )
       insert into import_owner_sums
       select owner_id, sum(owner_amount), sum(platform_amount), sum(amount), count(*)
       from line group by owner_id`,
      [...values, at, transactionId],
    );
  } catch (error) {
    if ((error as { code?: string }).code !== '23502') throw error;
    await tx.query('rollback to savepoint import_lines');
    const { rows } = await tx.query<{ line_number: number; bad: number }>(
      `select line_number, bad from (${staged.source}) s where bad <> 0
       order by line_number limit 1`,
      staged.values,
    );
    if (!rows[0]) throw error;
    throw invalid(rows[0].line_number, staged.badColumns[rows[0].bad - 1]!);
  }
  await tx.query(`insert into royalty_line_splits
    select line_id, split_id, collaborator_id, basis_points, share_amount, recoup_amount
    from import_split_lines where share_amount <> 0 or recoup_amount <> 0`);
  // What each account gets, summed: the whole report out of the store's receivable.
  await tx.query(
    `create temp table import_sums on commit drop as
     select key, kind, user_id, sum(amount)::bigint as amount from (
       select 'store_receivable:' || $1::text as key, 'store_receivable' as kind,
         null::uuid as user_id, -sum(amount) as amount from import_owner_sums
       union all select 'unmatched', 'unmatched', null, sum(amount)
         from import_owner_sums where owner_id is null
       union all select 'platform_share', 'platform_share', null, sum(platform_amount)
         from import_owner_sums
       union all select 'artist_royalties:' || owner_id, 'artist_royalties', owner_id,
         owner_amount from import_owner_sums where owner_id is not null
       union all select 'artist_royalties:' || collaborator_id, 'artist_royalties',
         collaborator_id, sum(share_amount + recoup_amount) from import_split_lines
         group by collaborator_id
     ) s group by key, kind, user_id having sum(amount) <> 0`,
    [importId],
  );
  await tx.query(`insert into ledger_accounts (key, kind, user_id)
    select key, kind, user_id from import_sums on conflict (key) do nothing`);
  const { rows } = await tx.query<{ lines: number; matched: number; total: string }>(
    `select coalesce(sum(lines), 0)::int as lines,
       coalesce(sum(lines) filter (where owner_id is not null), 0)::int as matched,
       coalesce(sum(amount), 0)::text as total from import_owner_sums`,
  );
  const posted = await tx.query(
    `with t as (
       insert into ledger_transactions (id, kind, posted_at)
       select $1, 'royalty_import', $2::timestamptz where exists (select 1 from import_sums)
       returning id
     )
     insert into ledger_postings (transaction_id, account_id, amount)
     select t.id, a.id, s.amount from t, import_sums s join ledger_accounts a on a.key = s.key
     returning 1`,
    [transactionId, at],
  );
  if (posted.rows.length === 0) {
    await tx.query('update royalty_lines set transaction_id = null where import_id = $1', [
      importId,
    ]);
  }
  return rows[0]!;
}
