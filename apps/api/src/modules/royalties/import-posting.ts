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
 * Reads the staged lines into `import_work` (a line that cannot be read is refused with its line
 * number and column) and matches them: the track with the line's ISRC when exactly one
 * owner has it, else the release with its UPC, else nothing. Then the owner's share for each
 * owner and sale month: the plan they had at the month's first instant (UTC; before their first
 * period, their first plan), as planAt answers it.
 */
async function matchLines(tx: SqlTx, staged: StagedReport) {
  await tx.query(
    `create temp table import_work on commit drop as
     with by_isrc as (
       select t.isrc, (array_agg(t.id order by t.id))[1] as track_id,
         (array_agg(r.id order by t.id))[1] as release_id, (array_agg(r.owner_id))[1] as owner_id
       from tracks t join releases r on r.id = t.release_id
       where t.isrc is not null
       group by t.isrc having count(distinct r.owner_id) = 1
     )
     select gen_random_uuid() as id, s.*, i.track_id, coalesce(i.release_id, u.id) as release_id,
       coalesce(i.owner_id, u.owner_id) as owner_id
     from (${staged.source}) s
     left join by_isrc i on i.isrc = s.isrc
     left join releases u on i.isrc is null and s.upc <> '' and u.upc = s.upc`,
    staged.values,
  );
  const { rows } = await tx.query<{ line_number: number; bad: number }>(
    'select line_number, bad from import_work where bad <> 0 order by line_number limit 1',
  );
  if (rows[0]) throw invalid(rows[0].line_number, staged.badColumns[rows[0].bad - 1]!);
  await tx.query(`create temp table import_shares on commit drop as
    select o.owner_id, o.sale_month, ${sharePercentSql('p.plan_name')} as percent
    from (select distinct owner_id, sale_month from import_work where owner_id is not null) o
    left join lateral (
      select coalesce(
        (select plan_name from plan_periods
          where user_id = o.owner_id and starts_at <= o.sale_month::timestamp at time zone 'UTC'
          order by starts_at desc, ends_at desc limit 1),
        (select plan_name from plan_periods where user_id = o.owner_id
          order by starts_at limit 1)) as plan_name
    ) p on true`);
}

/**
 * Posts the staged lines (decision 026): matches them, divides each matched line's earnings
 * between its owner (the plan's share, by largest remainder) and Soundpost, divides the owner's
 * share with the live splits (recoupment first, decision 030), records every line with its
 * parts, and posts ONE ledger transaction for the import whose postings are grouped by
 * account: the store's receivable for the whole report, the owners, the collaborators,
 * Soundpost, and `unmatched` for the lines nothing matched. All in the caller's transaction.
 */
export async function postImport(tx: SqlTx, importId: string, now: Date, staged: StagedReport) {
  const at = now.toISOString();
  await matchLines(tx, staged);
  await divideSplitLines(tx, at);
  const transactionId = randomUUID();
  await tx.query(
    `insert into royalty_lines (id, import_id, line_number, reporting_date, sale_month, store,
       artist, title, isrc, upc, quantity, country, amount, status, track_id, release_id,
       owner_id, share_percent, owner_amount, platform_amount, owner_basis_points, posted_at,
       transaction_id, created_at)
     select w.id, $1, w.line_number, w.reporting_date, w.sale_month, w.store, w.artist, w.title,
       w.isrc, w.upc, w.quantity, w.country, w.amount,
       case when w.owner_id is null then 'unmatched' else 'matched' end,
       w.track_id, w.release_id, w.owner_id, sh.percent,
       coalesce(o.amount, royalty_owner_share(w.amount, sh.percent)),
       w.amount - royalty_owner_share(w.amount, sh.percent), o.basis_points,
       case when w.owner_id is not null then $2::timestamptz end, $3, $2::timestamptz
     from import_work w
     left join import_shares sh on sh.owner_id = w.owner_id and sh.sale_month = w.sale_month
     left join import_owner_parts o on o.line_id = w.id`,
    [importId, at, transactionId],
  );
  await tx.query(`insert into royalty_line_splits
    select line_id, split_id, collaborator_id, basis_points, share_amount, recoup_amount
    from import_split_lines where share_amount <> 0 or recoup_amount <> 0`);
  // What each account gets, summed: the whole report out of the store's receivable.
  await tx.query(
    `create temp table import_sums on commit drop as
     select key, kind, user_id, sum(amount)::bigint as amount from (
       select 'store_receivable:' || $1::text as key, 'store_receivable' as kind, null::uuid as user_id,
         -sum(amount) as amount from import_work
       union all select 'unmatched', 'unmatched', null, sum(amount)
         from import_work where owner_id is null
       union all select 'platform_share', 'platform_share', null, sum(platform_amount)
         from royalty_lines where import_id = $1::uuid
       union all select 'artist_royalties:' || owner_id, 'artist_royalties', owner_id,
         sum(owner_amount) from royalty_lines where import_id = $1::uuid and owner_id is not null
         group by owner_id
       union all select 'artist_royalties:' || collaborator_id, 'artist_royalties',
         collaborator_id, sum(share_amount + recoup_amount) from import_split_lines
         group by collaborator_id
     ) s group by key, kind, user_id having sum(amount) <> 0`,
    [importId],
  );
  await tx.query(`insert into ledger_accounts (key, kind, user_id)
    select key, kind, user_id from import_sums on conflict (key) do nothing`);
  const { rows } = await tx.query<{ lines: number; matched: number; total: string }>(
    `select count(*)::int as lines, count(owner_id)::int as matched,
       coalesce(sum(amount), 0)::text as total from import_work`,
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
