import type { SqlTx } from '../../db/sql-transaction.ts';
import type { AccountKind, ledgerTransactions } from './ledger.table.ts';

// Plain SQL, without Drizzle: the royalty import's own process loads this (decision 035).

/** The key of an account: its kind, and the user or import it belongs to. */
export const accountKey = (kind: AccountKind, owner?: string) =>
  owner ? `${kind}:${owner}` : kind;

/** Throws unless the postings sum to zero; the database checks the same after inserting. */
export function assertBalanced(postings: readonly { amount: bigint }[]) {
  const sum = postings.reduce((total, p) => total + p.amount, 0n);
  if (sum !== 0n) throw new Error(`ledger transaction does not balance (sum ${sum})`);
}

/** An account named by its kind and owner (made on first use), as `accountId` takes them. */
export type KeyedAccount = { kind: AccountKind; userId?: string; owner?: string };

/**
 * Amounts summed by account: a run that credits the same accounts many times (an import, its
 * lines by owner) posts one posting per account.
 */
export class AccountSums {
  private readonly sums = new Map<string, KeyedAccount & { amount: bigint }>();

  add(account: KeyedAccount, amount: bigint) {
    const key = accountKey(account.kind, account.userId ?? account.owner);
    const sum = this.sums.get(key);
    if (sum) sum.amount += amount;
    else this.sums.set(key, { ...account, amount });
  }

  /** The sums by account, none of zero. */
  postings() {
    return [...this.sums.values()].filter((p) => p.amount !== 0n);
  }
}

export type KeyedTransaction = {
  id: string;
  kind: (typeof ledgerTransactions.$inferInsert)['kind'];
  postedAt: Date;
  postings: (KeyedAccount & { amount: bigint })[];
};

/**
 * postTransactions for accounts named by key, in plain SQL on the caller's transaction (the
 * import's, decision 035): the accounts are made on first use, then the transactions and their
 * postings are written in one statement, whatever their number. Zero postings are left out, and
 * a transaction left with none is not posted. Answers the ids of those posted.
 */
export async function postKeyedTransactions(
  query: SqlTx['query'],
  transactions: KeyedTransaction[],
) {
  for (const t of transactions) assertBalanced(t.postings);
  const posted = transactions
    .map((t) => ({ ...t, postings: t.postings.filter((p) => p.amount !== 0n) }))
    .filter((t) => t.postings.length > 0);
  if (posted.length === 0) return [];
  const postings = posted.flatMap((t) =>
    t.postings.map((p) => ({
      transactionId: t.id,
      key: accountKey(p.kind, p.userId ?? p.owner),
      kind: p.kind,
      userId: p.userId ?? null,
      amount: p.amount.toString(),
    })),
  );
  await query(
    `insert into ledger_accounts (key, kind, user_id)
     select * from unnest($1::text[], $2::text[], $3::uuid[]) on conflict (key) do nothing`,
    [postings.map((p) => p.key), postings.map((p) => p.kind), postings.map((p) => p.userId)],
  );
  await query(
    `with t as (
       insert into ledger_transactions (id, kind, posted_at)
       select * from unnest($1::uuid[], $2::text[], $3::timestamptz[]) returning id
     )
     insert into ledger_postings (transaction_id, account_id, amount)
     select t.id, a.id, s.amount
     from unnest($4::uuid[], $5::text[], $6::bigint[]) s (transaction_id, key, amount)
     join t on t.id = s.transaction_id
     join ledger_accounts a on a.key = s.key`,
    [
      posted.map((t) => t.id),
      posted.map((t) => t.kind),
      posted.map((t) => t.postedAt.toISOString()),
      postings.map((p) => p.transactionId),
      postings.map((p) => p.key),
      postings.map((p) => p.amount),
    ],
  );
  return posted.map((t) => t.id);
}
