import type { AppContext } from '../../lib/context.ts';
import { registerPayoutJob } from './payout-job.ts';

/** The payouts module's start-up: every process that works jobs can send payouts. */
export async function startPayouts(ctx: AppContext) {
  registerPayoutJob(ctx);
}
