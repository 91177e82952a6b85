import type { AppContext } from '../../lib/context.ts';
import { billingSweepJob, sweepSubscriptions } from './billing-sweep.ts';

/** The billing module's start-up: the sweep that applies period ends, every minute. */
export async function startBilling(ctx: AppContext) {
  ctx.queue.register(billingSweepJob, () => sweepSubscriptions(ctx), { policy: 'exclusive' });
  ctx.queue.schedule(billingSweepJob, '* * * * *', {}, billingSweepJob);
}
