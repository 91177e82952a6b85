import { createHash, randomUUID } from 'node:crypto';
import type { Withdrawal } from '@soundpost/contracts/payouts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { accountId, postTransactions, parseDecimal, toUnits } from '../ledger/index.ts';
import { availableUnits } from '../royalties/index.ts';
import { beforeCursor, decodeCursor, toPage } from '../../lib/page-cursor.ts';
import { minimumUnits } from './payout-account.ts';
import { queuePayout, requeuePayout, unitsPerCent } from './payout-job.ts';
import { getPayoutSettings } from './payout-settings.ts';
import { payoutAccounts, withdrawals } from './payouts.table.ts';
import { dollars } from './providers/payout-provider.ts';
import { payoutProviders } from './providers/payout-providers.ts';
import { toWithdrawal } from './withdrawal-dto.ts';

/**
 * Takes `amount` (dollars and cents) from the artist's available balance into payouts in
 * flight, once per Idempotency-Key: the same key with the same body answers the withdrawal it
 * made (`replayed`), with another body `idempotency_key_reused`. A per-user advisory lock held
 * to the end of the transaction makes concurrent requests read the balance one after another,
 * so together they never take more than it. With the sandbox the payout is sent at once,
 * unless the administrator approves every withdrawal; otherwise it waits for an administrator.
 * The payout job is queued in the same transaction, and a replay of a `sending` withdrawal
 * queues it again if it has none (one made before jobs were queued so).
 */
export async function requestWithdrawal(
  ctx: AppContext,
  userId: string,
  idempotencyKey: string,
  body: { amount: string },
): Promise<{ withdrawal: Withdrawal; replayed: boolean }> {
  const amount = toUnits(parseDecimal(body.amount)!);
  const requestHash = createHash('sha256').update(`amount=${amount}`).digest('hex');
  const { payoutManualApproval } = await getPayoutSettings(ctx.db);
  const paysAtOnce = payoutProviders(ctx.config).sandbox && !payoutManualApproval;
  const minimum = await minimumUnits(ctx);
  const now = ctx.clock.now();
  const { row, replayed } = await ctx.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`withdraw:${userId}`}, 0))`,
    );
    const [earlier] = await tx
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.userId, userId), eq(withdrawals.idempotencyKey, idempotencyKey)));
    if (earlier) {
      if (earlier.requestHash !== requestHash) throw new AppError('idempotency_key_reused');
      return { row: earlier, replayed: true };
    }
    const [account] = await tx
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.userId, userId));
    if (!account) throw new AppError('payout_not_configured');
    if (amount < minimum) {
      throw new AppError('withdrawal_below_minimum', {
        params: { minimum: dollars(minimum / unitsPerCent) },
      });
    }
    const available = await availableUnits(ctx, tx, userId);
    if (amount > available) {
      throw new AppError('withdrawal_insufficient_balance', {
        params: { available: dollars(available / unitsPerCent) },
      });
    }
    const [transactionId] = await postTransactions(tx, [
      {
        kind: 'withdrawal',
        postedAt: now,
        postings: [
          { accountId: await accountId(tx, 'artist_royalties', { userId }), amount: -amount },
          { accountId: await accountId(tx, 'payouts_in_flight'), amount },
        ],
      },
    ]);
    const [created] = await tx
      .insert(withdrawals)
      .values({
        id: randomUUID(),
        userId,
        idempotencyKey,
        requestHash,
        amount,
        method: account.method,
        email: account.email,
        providerReference: account.providerReference,
        status: paysAtOnce ? 'sending' : 'requested',
        transactionId: transactionId!,
        createdAt: now,
      })
      .returning();
    if (created!.status === 'sending') await queuePayout(ctx, created!.id, { tx });
    return { row: created!, replayed: false };
  });
  if (replayed && row.status === 'sending') await requeuePayout(ctx, row.id);
  return { withdrawal: toWithdrawal(row), replayed };
}

/** The artist's own withdrawals, newest first. */
export async function listWithdrawals(
  ctx: AppContext,
  userId: string,
  query: { cursor?: string; limit: number },
) {
  const cursor = decodeCursor(query.cursor);
  const rows = await ctx.db
    .select()
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.userId, userId),
        beforeCursor(cursor, withdrawals.createdAt, withdrawals.id),
      ),
    )
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(query.limit + 1);
  return toPage(rows, query.limit, toWithdrawal);
}
