import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser } from '../../test/factories.ts';
import { accountId, balanceOf, postTransactions, type Posting } from './ledger.ts';
import { ledgerPostings } from './ledger.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WORKERS: 'off' });
});
afterAll(() => t.close());

const posted = (postings: Posting[]) =>
  postTransactions(t.db, [{ kind: 'royalty_line', postedAt: t.clock.now(), postings }]);

/** The database's own message for a statement it refused (Drizzle wraps it). */
async function refusal(run: () => Promise<unknown>) {
  const error = await run().then(
    () => undefined,
    (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
  );
  return error;
}

describe('ledger', () => {
  it('refuses an unbalanced transaction in code and in the database', async () => {
    const [a, b] = [await accountId(t.db, 'platform_share'), await accountId(t.db, 'write_off')];
    await expect(posted([{ accountId: a, amount: 5n }])).rejects.toThrow(/does not balance/);
    const [id] = await posted([
      { accountId: a, amount: 5n },
      { accountId: b, amount: -5n },
    ]);
    // Around the code: a posting added by hand to a balanced transaction.
    const sneaked = () =>
      t.db.insert(ledgerPostings).values({ transactionId: id!, accountId: a, amount: 1n });
    expect(await refusal(sneaked)).toMatch(/does not balance/);
    // One statement whose postings sum to zero overall, but not per transaction.
    const [other] = await posted([
      { accountId: a, amount: 2n },
      { accountId: b, amount: -2n },
    ]);
    const crossed = () =>
      t.db.insert(ledgerPostings).values([
        { transactionId: id!, accountId: a, amount: 1n },
        { transactionId: other!, accountId: a, amount: -1n },
      ]);
    expect(await refusal(crossed)).toMatch(/does not balance/);
    // A balanced pair added to a transaction in one statement keeps it balanced.
    const pair = () =>
      t.db.insert(ledgerPostings).values([
        { transactionId: id!, accountId: a, amount: 3n },
        { transactionId: id!, accountId: b, amount: -3n },
      ]);
    expect(await refusal(pair)).toBeUndefined();
  });

  it('is append-only: postings and transactions cannot be changed or deleted', async () => {
    const [a, b] = [await accountId(t.db, 'platform_share'), await accountId(t.db, 'write_off')];
    await posted([
      { accountId: a, amount: 7n },
      { accountId: b, amount: -7n },
    ]);
    for (const statement of [
      sql`update ledger_postings set amount = amount * 2`,
      sql`delete from ledger_postings`,
      sql`delete from ledger_transactions`,
      sql`update ledger_transactions set posted_at = now()`,
    ]) {
      expect(await refusal(() => t.db.execute(statement))).toMatch(/append-only/);
    }
  });

  it('derives balances that always sum to zero, every transaction balanced', async () => {
    const users = [await createUser(t), await createUser(t)];
    const accounts = [
      await accountId(t.db, 'artist_royalties', { userId: users[0]!.id }),
      await accountId(t.db, 'artist_royalties', { userId: users[1]!.id }),
      await accountId(t.db, 'store_receivable', { owner: 'property-test' }),
    ];
    const before = await Promise.all(accounts.map((a) => balanceOf(t.db, a)));
    const credits = fc.array(fc.tuple(fc.constantFrom(0, 1), fc.bigInt(1n, 10n ** 12n)), {
      minLength: 1,
      maxLength: 4,
    });
    let expected = [...before];
    await fc.assert(
      fc.asyncProperty(fc.array(credits, { maxLength: 5 }), async (batch) => {
        const transactions = batch.map((lines) => {
          const total = lines.reduce((sum, [, amount]) => sum + amount, 0n);
          const postings = lines.map(([who, amount]) => ({ accountId: accounts[who]!, amount }));
          return {
            kind: 'royalty_line' as const,
            postedAt: t.clock.now(),
            postings: [...postings, { accountId: accounts[2]!, amount: -total }],
          };
        });
        await postTransactions(t.db, transactions);
        for (const tx of transactions) {
          for (const p of tx.postings) expected[accounts.indexOf(p.accountId)]! += p.amount;
        }
        const balances = await Promise.all(accounts.map((a) => balanceOf(t.db, a)));
        expect(balances).toEqual(expected);
        expected = balances;
      }),
      { numRuns: 25 },
    );
    const unbalanced = await t.database.executeSql(
      'select transaction_id from ledger_postings group by transaction_id having sum(amount) <> 0',
    );
    expect(unbalanced.rows).toEqual([]);
  });
});
