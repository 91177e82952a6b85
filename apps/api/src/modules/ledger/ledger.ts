import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  ledgerAccounts,
  ledgerPostings,
  ledgerTransactions,
  type AccountKind,
} from './ledger.table.ts';

export type Posting = { accountId: string; amount: bigint };
export type NewTransaction = {
  kind: (typeof ledgerTransactions.$inferInsert)['kind'];
  royaltyLineId?: string;
  postedAt: Date;
  postings: Posting[];
};

/** The key of an account: its kind, and the user or import it belongs to. */
export const accountKey = (kind: AccountKind, owner?: string) =>
  owner ? `${kind}:${owner}` : kind;

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

/** Throws unless the postings sum to zero; the database checks the same after inserting. */
export function assertBalanced(postings: Posting[]) {
  const sum = postings.reduce((total, p) => total + p.amount, 0n);
  if (sum !== 0n) throw new Error(`ledger transaction does not balance (sum ${sum})`);
}

/**
 * Appends transactions with their postings: two INSERT statements whatever their number, so a
 * batch of report lines costs two round trips. Run it inside the caller's transaction. Answers
 * the transactions' ids, in order.
 */
export async function postTransactions(db: Db, transactions: NewTransaction[]) {
  if (transactions.length === 0) return [];
  const rows = transactions.map((t) => {
    assertBalanced(t.postings);
    return { ...t, id: randomUUID(), postings: nonZero(t.postings) };
  });
  await db
    .insert(ledgerTransactions)
    .values(
      rows.map(({ id, kind, royaltyLineId, postedAt }) => ({ id, kind, royaltyLineId, postedAt })),
    );
  const postings = rows.flatMap((t) => t.postings.map((p) => ({ ...p, transactionId: t.id })));
  if (postings.length > 0) await db.insert(ledgerPostings).values(postings);
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

/** accountId with memory: for a long run (an import) that asks for the same accounts often. */
export function accountIds(db: Db) {
  const known = new Map<string, Promise<string>>();
  return (kind: AccountKind, opts: { userId?: string; owner?: string } = {}) => {
    const key = accountKey(kind, opts.userId ?? opts.owner);
    if (!known.has(key)) known.set(key, accountId(db, kind, opts));
    return known.get(key)!;
  };
}
