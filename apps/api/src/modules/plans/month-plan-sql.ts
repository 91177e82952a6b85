import { capabilitiesFor } from '@soundpost/contracts/capabilities';
import { plans } from '@soundpost/contracts/users';
import type { SqlTx } from '../../db/sql-transaction.ts';

/** A plan's share in percent, as SQL: `case plan when 'lite' then 85 … end` (unknown: lite's). */
export const sharePercentSql = (plan: string) =>
  `case ${plan} ${plans
    .map((p) => `when '${p}' then ${capabilitiesFor(p).royaltySharePercent}`)
    .join(' ')} else ${capabilitiesFor('lite').royaltySharePercent} end`;

/**
 * The plan whose share a sale month gets (decision 026), as SQL: the plan the account held for
 * the longest part of the month, counted from its first period (before it, the account did not
 * exist); a tie goes to the larger share. The open period counts to the month's end. A month
 * before the account existed takes its first plan. `user` is an SQL expression of the user's
 * id, `month` one of the month's first day as a `timestamp` read in UTC. Plain text, so the
 * import's own process can use it without the ORM.
 */
export function monthPlanSql(user: string, month: string) {
  const start = `(${month} at time zone 'UTC')`;
  const end = `((${month} + interval '1 month') at time zone 'UTC')`;
  return `coalesce(
    (select p.plan_name from plan_periods p
      where p.user_id = ${user} and p.starts_at < ${end}
        and (p.ends_at is null or p.ends_at > ${start})
      group by p.plan_name
      order by sum(least(coalesce(p.ends_at, ${end}), ${end}) - greatest(p.starts_at, ${start}))
        desc, ${sharePercentSql('p.plan_name')} desc
      limit 1),
    (select p.plan_name from plan_periods p where p.user_id = ${user}
      order by p.starts_at limit 1))`;
}

/**
 * The batch form of `sharePercentForMonth`: the owner's share for each pair of `owners[i]` and
 * `months[i]` (a sale month as days since 2000-01-01, as the import's batches hold it), in
 * one statement. Rows come in no particular order.
 */
export async function monthSharePercents(
  query: SqlTx['query'],
  owners: string[],
  months: number[],
) {
  const { rows } = await query<{ owner_id: string; month: number; percent: number }>(
    `select o.owner_id, o.month,
       ${sharePercentSql(monthPlanSql('o.owner_id', "(date '2000-01-01' + o.month)::timestamp"))}
         as percent
     from unnest($1::uuid[], $2::int[]) o (owner_id, month)`,
    [owners, months],
  );
  return rows;
}
