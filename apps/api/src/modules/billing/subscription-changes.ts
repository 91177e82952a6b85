import { and, eq, gt } from 'drizzle-orm';
import type { Plan } from '@soundpost/contracts/users';
import type { AppContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { billingSubscriptions } from './billing.table.ts';
import { sendCancellationNotice } from './billing-mail.ts';
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
  if (!sub) throw new AppError('subscription_not_active');
  if (sub.vendor) throw new AppError('subscription_billed_by_vendor');
  if (plan === 'artist' && sub.plan !== 'pro') throw new AppError('checkout_not_allowed');
  try {
    await billingProvider(ctx.config).renewAs(sub, plan);
  } catch (error) {
    ctx.log.error({ err: error, subscription: sub.id }, 'the payment provider refused a change');
    throw new AppError(plan === 'lite' ? 'subscription_cancel_failed' : 'provider_unavailable');
  }
  await ctx.db
    .update(billingSubscriptions)
    .set({ scheduledPlan: plan satisfies Plan, updatedAt: ctx.clock.now() })
    .where(eq(billingSubscriptions.id, sub.id));
  if (plan === 'lite') {
    await closeOpenCheckouts(ctx, userId);
    await sendCancellationNotice(ctx, sub);
  }
}

/**
 * Undoes a scheduled cancellation or downgrade while the period still runs: the provider is
 * told to renew the current plan (Stripe: no cancel at period end, the plan's own price), then
 * the change is dropped, so the billing sweep renews instead of applying it. Payment requests
 * the cancellation closed stay closed. Asked twice, the second answer is 409
 * `subscription_change_not_scheduled` and nothing changes.
 */
export async function keepPlan(ctx: AppContext, userId: string) {
  const sub = await findActiveSubscription(ctx.db, userId);
  if (!sub) throw new AppError('subscription_not_active');
  if (sub.vendor) throw new AppError('subscription_billed_by_vendor');
  if (!sub.scheduledPlan) throw new AppError('subscription_change_not_scheduled');
  const now = ctx.clock.now();
  if (sub.periodEnd <= now) throw new AppError('subscription_period_ended');
  try {
    await billingProvider(ctx.config).renewAs(sub, sub.plan);
  } catch (error) {
    ctx.log.error({ err: error, subscription: sub.id }, 'the payment provider refused to renew');
    throw new AppError('provider_unavailable');
  }
  // Conditional: the sweep passing the period's end (or a second click) in the meantime wins.
  // `providerStateAt` = now: a provider's event about the state before this is older.
  const [kept] = await ctx.db
    .update(billingSubscriptions)
    .set({ scheduledPlan: null, providerStateAt: now, updatedAt: now })
    .where(
      and(
        eq(billingSubscriptions.id, sub.id),
        eq(billingSubscriptions.status, 'active'),
        eq(billingSubscriptions.scheduledPlan, sub.scheduledPlan),
        gt(billingSubscriptions.periodEnd, now),
      ),
    )
    .returning();
  if (!kept) {
    const again = await findActiveSubscription(ctx.db, userId);
    throw new AppError(
      again?.scheduledPlan ? 'subscription_period_ended' : 'subscription_change_not_scheduled',
    );
  }
}
