import { and, asc, eq, lte } from 'drizzle-orm';
import { minutes } from '../../lib/clock.ts';
import type { AppContext } from '../../lib/context.ts';
import { requeuePayout } from './payout-job.ts';
import { withdrawals } from './payouts.table.ts';

export const payoutSweepJob = 'payouts.sweep';

/** A withdrawal sending this long with no payout job pending lost it; younger ones are left be. */
const stuckAfterMinutes = 10;
/** The most withdrawals one sweep looks at; the next run takes the rest. */
const sweepBatch = 200;

/**
 * Queues the payout job again for `sending` withdrawals that have none waiting or running, so
 * none stays in flight for good (neither paid nor returned). Returns how many it queued.
 */
export async function sweepPayouts(ctx: AppContext): Promise<number> {
  const before = new Date(ctx.clock.now().getTime() - minutes(stuckAfterMinutes));
  const sending = await ctx.db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(eq(withdrawals.status, 'sending'), lte(withdrawals.createdAt, before)))
    .orderBy(asc(withdrawals.createdAt))
    .limit(sweepBatch);
  const queued: string[] = [];
  for (const { id } of sending) if (await requeuePayout(ctx, id)) queued.push(id);
  if (queued.length > 0)
    ctx.log.warn({ withdrawalIds: queued }, 'payout job queued again: it was lost');
  return queued.length;
}
