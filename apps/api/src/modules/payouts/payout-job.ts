import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import { jobsIn } from '../../lib/queue.ts';
import { accountId, postTransactions } from '../ledger/index.ts';
import { withdrawals } from './payouts.table.ts';
import { payoutProviders } from './providers/payout-providers.ts';
import type { WithdrawalRow } from './withdrawal-dto.ts';

export const payoutJob = 'payouts.send';
type PayoutJob = { withdrawalId: string };

/** A payout the provider has not finished is asked about again this much later. */
const recheckSeconds = 15 * 60;
/** Ledger units (10^-8) in a cent. */
export const unitsPerCent = 1_000_000n;

/**
 * Sends (or asks again about) the withdrawal's payout in the background. Given the transaction
 * that made the withdrawal `sending` (`tx`), the job is queued with it: both commit, or neither.
 */
export const queuePayout = (
  ctx: AppContext,
  withdrawalId: string,
  opts: { tx?: Db; startAfter?: number } = {},
) =>
  ctx.queue.send<PayoutJob>(
    payoutJob,
    { withdrawalId },
    {
      ...(opts.tx ? { db: jobsIn(opts.tx) } : {}),
      ...(opts.startAfter ? { startAfter: opts.startAfter } : {}),
    },
  );

/**
 * Queues the payout job of a `sending` withdrawal that has none waiting or running: one whose
 * job was lost (before jobs were queued in the withdrawal's transaction) or gave up its retries
 * (a provider down for long). A duplicate is harmless: the provider's idempotency (the
 * withdrawal's id) pays once, and settling locks the row. Answers whether it queued one.
 */
export async function requeuePayout(ctx: AppContext, withdrawalId: string) {
  if (await ctx.queue.isPending(payoutJob, { withdrawalId })) return false;
  await queuePayout(ctx, withdrawalId);
  return true;
}

export function registerPayoutJob(ctx: AppContext) {
  ctx.queue.register<PayoutJob>(payoutJob, ({ withdrawalId }) => sendPayout(ctx, withdrawalId), {
    // A job whose end was lost with its connection stays active: without a heartbeat it would
    // wait out pg-boss's 15-minute expiry, the withdrawal `sending` all along. With one, the
    // supervisor fails it within about 10 + 15 s and it is retried (the provider pays once).
    heartbeatSeconds: 10,
  });
}

/**
 * The job: sends an approved withdrawal through its provider, or asks about one sent before,
 * then settles it: paid, or failed with the provider's reason (the money goes back). A network
 * failure throws and the queue retries; the provider's idempotency (the withdrawal's id) makes
 * a retried send pay once.
 */
export async function sendPayout(ctx: AppContext, withdrawalId: string) {
  const [w] = await ctx.db.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId));
  if (w?.status !== 'sending') return;
  const provider = payoutProviders(ctx.config).forMethod(w.method);
  if (!provider) {
    await settleWithdrawal(ctx, w.id, { status: 'failed', reason: `No provider pays ${w.method}` });
    return;
  }
  const outcome = w.payoutReference
    ? await provider.check(w.payoutReference)
    : await provider.send({
        withdrawalId: w.id,
        cents: w.amount / unitsPerCent,
        email: w.email,
        providerReference: w.providerReference,
      });
  if (outcome.status === 'pending') {
    await ctx.db
      .update(withdrawals)
      .set({ payoutReference: outcome.reference })
      .where(eq(withdrawals.id, w.id));
    await queuePayout(ctx, w.id, { startAfter: recheckSeconds });
    return;
  }
  await settleWithdrawal(ctx, w.id, outcome);
}

type Settlement =
  | { status: 'paid'; reference: string }
  | { status: 'failed'; reason: string; reference?: string | null }
  | { status: 'rejected'; reason: string; decidedBy: string };

/**
 * Ends a withdrawal in flight with one ledger transaction: paid moves its money from payouts in
 * flight to payouts sent; failed and rejected give it back to the artist (a reversing
 * transaction; the first one stays). Answers the row, or undefined when it had ended already.
 */
export async function settleWithdrawal(
  ctx: AppContext,
  id: string,
  settlement: Settlement,
): Promise<WithdrawalRow | undefined> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [w] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
    if (!w || (w.status !== 'requested' && w.status !== 'sending')) return undefined;
    if (settlement.status === 'rejected' && w.status !== 'requested') return undefined;
    const destination =
      settlement.status === 'paid'
        ? await accountId(tx, 'payouts_sent')
        : await accountId(tx, 'artist_royalties', { userId: w.userId });
    const [settledTransactionId] = await postTransactions(tx, [
      {
        kind: settlement.status === 'paid' ? 'withdrawal_paid' : 'withdrawal_returned',
        postedAt: now,
        postings: [
          { accountId: await accountId(tx, 'payouts_in_flight'), amount: -w.amount },
          { accountId: destination, amount: w.amount },
        ],
      },
    ]);
    const [row] = await tx
      .update(withdrawals)
      .set({
        status: settlement.status,
        reason: 'reason' in settlement ? settlement.reason : null,
        payoutReference: ('reference' in settlement && settlement.reference) || w.payoutReference,
        decidedBy: 'decidedBy' in settlement ? settlement.decidedBy : w.decidedBy,
        settledTransactionId,
        settledAt: now,
      })
      .where(eq(withdrawals.id, id))
      .returning();
    return row;
  });
}
