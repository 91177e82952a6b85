import { eq } from 'drizzle-orm';
import type { Plan } from '@soundpost/contracts/users';
import type { AppContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { billingSubscriptions } from './billing.table.ts';
import { closeOpenCheckouts } from './checkouts.ts';
import { billingProvider } from './providers/billing-providers.ts';
import { findActiveSubscription } from './subscriptions.repository.ts';

/**
 * Schedules a cancellation (`lite`) or a downgrade to Artist for the end of the period: the
 * plan stays until then (the billing sweep applies it at that moment). The provider is told
 * first (Stripe stops renewing, or renews at the lower price); a cancellation also closes open
 * payment requests. A subscription a device vendor bills is cancelled in the device settings.
 */
export async function scheduleChange(ctx: AppContext, userId: string, plan: 'lite' | 'artist') {
  const sub = await findActiveSubscription(ctx.db, userId);
  if (!sub) throw new AppError('subscription_not_active', 409);
  if (sub.vendor) throw new AppError('subscription_billed_by_vendor', 409);
  if (plan === 'artist' && sub.plan !== 'pro') throw new AppError('checkout_not_allowed', 409);
  try {
    await billingProvider(ctx.config).renewAs(sub, plan);
  } catch (error) {
    ctx.log.error({ err: error, subscription: sub.id }, 'the payment provider refused a change');
    throw new AppError(plan === 'lite' ? 'subscription_cancel_failed' : 'service_unavailable', 502);
  }
  await ctx.db
    .update(billingSubscriptions)
    .set({ scheduledPlan: plan satisfies Plan, updatedAt: ctx.clock.now() })
    .where(eq(billingSubscriptions.id, sub.id));
  if (plan === 'lite') await closeOpenCheckouts(ctx, userId);
}
