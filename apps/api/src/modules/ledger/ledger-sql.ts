import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/select-rows.ts';
import type { AccountKind, ledgerTransactions } from './ledger.table.ts';

/** A ledger transaction's kind. */
export type TransactionKind = (typeof ledgerTransactions.$inferSelect)['kind'];

/**
 * An account's postings summed, as SQL of one row (the account found by its key; no account,
 * or no postings: zeros): `balance`, all of them; `of_kinds`, those of transactions of one of
 * `kinds`; `other_kinds`, those of the others. Sums are `numeric`: the caller casts them.
 */
export function accountSumsSql(key: string, kinds: readonly TransactionKind[]): SQL {
  if (kinds.length === 0 || kinds.some((kind) => !/^[a-z_]+$/.test(kind))) {
    throw new Error('accountSumsSql: kinds must be transaction kinds');
  }
  const list = sql.raw(`(${kinds.map((kind) => `'${kind}'`).join(', ')})`);
  return sql`
  select coalesce(sum(p.amount), 0) as balance,
    coalesce(sum(p.amount) filter (where t.kind in ${list}), 0) as of_kinds,
    coalesce(sum(p.amount) filter (where t.kind not in ${list}), 0) as other_kinds
  from ledger_postings p
  join ledger_accounts a on a.id = p.account_id
  join ledger_transactions t on t.id = p.transaction_id
  where a.key = ${key}`;
}

/** An account's balance (the sum of its postings), as an SQL expression of `numeric`. */
export const balanceSql = (accountId: string): SQL =>
  sql`coalesce((select sum(amount) from ledger_postings where account_id = ${accountId}), 0)`;

/**
 * The ids of the transactions that name a report line between `first` and `last` (SQL
 * expressions of uuid), as a query: the lines of one import (their ids share its prefix).
 */
export const transactionsOfLinesSql = (first: SQL, last: SQL): SQL =>
  sql`select id from ledger_transactions where royalty_line_id between ${first} and ${last}`;

/** What transactions left on one account: its id, kind and user, and the sum (text). */
export type AccountNet = {
  account_id: string;
  kind: AccountKind;
  user_id: string | null;
  amount: string;
};

/**
 * What the transactions `transactionIds` (a query of their ids) left on each account, those
 * left at zero out, artists' accounts (by user id) first.
 */
export const netsOfTransactions = (db: Db, transactionIds: SQL) =>
  selectRows<AccountNet>(
    db,
    sql`
    select p.account_id, a.kind, a.user_id, sum(p.amount)::text as amount
    from ledger_postings p join ledger_accounts a on a.id = p.account_id
    where p.transaction_id in (${transactionIds})
    group by p.account_id, a.kind, a.user_id
    having sum(p.amount) <> 0
    order by a.user_id nulls last`,
  );
