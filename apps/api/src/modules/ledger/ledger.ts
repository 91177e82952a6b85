import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { insertColumns } from '../../db/insert-columns.ts';
import type { ledgerTransactions } from './ledger.table.ts';
import type { splitParts } from './ledger.table.ts';
import { accountKey, assertBalanced } from './keyed-postings.ts';
import { ledgerAccounts, ledgerPostings, type AccountKind } from './ledger.table.ts';

/** A posting's part in a split line (decision 030): which split, and what part it got. */
export type PostingSplit = {
  part: (typeof splitParts)[number];
  splitId?: string;
  basisPoints?: number;
};
export type Posting = { accountId: string; amount: bigint; split?: PostingSplit };
export type NewTransaction = {
  kind: (typeof ledgerTransactions.$inferInsert)['kind'];
  royaltyLineId?: string;
  postedAt: Date;
  postings: Posting[];
};

/** The account's id, made on first use. `userId` is set for an artist's account. */
export async function accountId(
  db: Db,
  kind: AccountKind,
  opts: { userId?: string; owner?: string } = {},
) {
  const key = accountKey(kind, opts.userId ?? opts.owner);
  await db
    .insert(ledgerAccounts)
    .values({ key, kind, userId: opts.userId ?? null })
    .onConflictDoNothing({ target: ledgerAccounts.key });
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.key, key));
  return row!.id;
}

/** Zero amounts carry nothing and are left out (a 100% share leaves nothing to Soundpost). */
const nonZero = (postings: Posting[]) => postings.filter((p) => p.amount !== 0n);

/**
 * Appends transactions with their postings: two INSERT statements whatever their number (one
 * array per column), so a batch of report lines costs two round trips. Run it inside the
 * caller's transaction. Answers the transactions' ids, in order. `postKeyedTransactions` is its
 * form in plain SQL, for accounts named by key.
 */
export async function postTransactions(db: Db, transactions: NewTransaction[]) {
  if (transactions.length === 0) return [];
  const rows = transactions.map((t) => {
    assertBalanced(t.postings);
    return { ...t, id: randomUUID(), postings: nonZero(t.postings) };
  });
  await insertColumns(db, 'ledger_transactions', {
    id: ['uuid', rows.map((t) => t.id)],
    kind: ['text', rows.map((t) => t.kind)],
    royalty_line_id: ['uuid', rows.map((t) => t.royaltyLineId ?? null)],
    posted_at: ['timestamptz', rows.map((t) => t.postedAt.toISOString())],
  });
  const postings = rows.flatMap((t) => t.postings.map((p) => ({ ...p, transactionId: t.id })));
  if (postings.length > 0) {
    await insertColumns(db, 'ledger_postings', {
      transaction_id: ['uuid', postings.map((p) => p.transactionId)],
      account_id: ['uuid', postings.map((p) => p.accountId)],
      amount: ['bigint', postings.map((p) => p.amount.toString())],
      split_id: ['uuid', postings.map((p) => p.split?.splitId ?? null)],
      split_part: ['text', postings.map((p) => p.split?.part ?? null)],
      split_basis_points: ['int', postings.map((p) => p.split?.basisPoints ?? null)],
    });
  }
  return rows.map((t) => t.id);
}

/** The account's balance: the sum of its postings. */
export async function balanceOf(db: Db, accountId: string): Promise<bigint> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)` })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.accountId, accountId));
  return BigInt(row!.sum);
}

/**
 * accountId with memory, for a long run (an import) that asks for the same accounts often.
 * `ofUsers` answers the artist accounts of many users at once (two statements for those not
 * known yet), keyed by user id.
 */
export function accountIds(db: Db) {
  const known = new Map<string, Promise<string>>();
  const one = (kind: AccountKind, opts: { userId?: string; owner?: string } = {}) => {
    const key = accountKey(kind, opts.userId ?? opts.owner);
    if (!known.has(key)) known.set(key, accountId(db, kind, opts));
    return known.get(key)!;
  };
  async function ofUsers(userIds: string[]) {
    const kind = 'artist_royalties';
    const missing = [...new Set(userIds)].filter((id) => !known.has(accountKey(kind, id)));
    if (missing.length > 0) {
      const keys = missing.map((id) => accountKey(kind, id));
      await insertColumns(
        db,
        'ledger_accounts',
        { key: ['text', keys], kind: ['text', keys.map(() => kind)], user_id: ['uuid', missing] },
        sql`on conflict (key) do nothing`,
      );
      const rows = await db
        .select({ id: ledgerAccounts.id, key: ledgerAccounts.key })
        .from(ledgerAccounts)
        .where(inArray(ledgerAccounts.key, keys));
      for (const row of rows) known.set(row.key, Promise.resolve(row.id));
    }
    const ids = new Map<string, string>();
    for (const id of userIds) ids.set(id, await known.get(accountKey(kind, id))!);
    return ids;
  }
  return Object.assign(one, { ofUsers });
}
