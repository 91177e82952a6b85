import { and, eq, isNotNull, lte, or } from 'drizzle-orm';
import type { PaidPlan } from '@soundpost/contracts/plans';
import type { AppContext } from '../../lib/context.ts';
import { applyPlan } from './apply-plan.ts';
import { sendPaymentReceipt } from './billing-mail.ts';
import { billingInvoices, billingSubscriptions } from './billing.table.ts';
import { priceAt } from './plan-price.ts';
import { yearAfter } from './pro-rata.ts';

export const billingSweepJob = 'billing.sweep';

/** Periods one run settles at most per subscription (a server off for years catches up). */
const catchUpLimit = 20;

/**
 * The job (every minute): each subscription whose period has ended gets what was scheduled,
 * dated at the period's end: a cancellation ends it (free plan), a downgrade switches plan. The
 * sandbox renews by itself at the price in force when the new period starts; Stripe's renewal
 * arrives as its invoice.paid event. `userId` narrows a run to that user's subscription (the
 * test-control surface's runs, decision 025); the schedule sweeps them all.
 */
export async function sweepSubscriptions(ctx: AppContext, { userId }: { userId?: string } = {}) {
  for (let round = 0; round < catchUpLimit; round++) {
    const due = await ctx.db
      .select({ id: billingSubscriptions.id })
      .from(billingSubscriptions)
      .where(
        and(
          eq(billingSubscriptions.status, 'active'),
          lte(billingSubscriptions.periodEnd, ctx.clock.now()),
          userId ? eq(billingSubscriptions.userId, userId) : undefined,
          or(
            eq(billingSubscriptions.provider, 'sandbox'),
            isNotNull(billingSubscriptions.scheduledPlan),
          ),
        ),
      );
    if (due.length === 0) return;
    for (const { id } of due) await settlePeriodEnd(ctx, id);
  }
}

async function settlePeriodEnd(ctx: AppContext, id: string) {
  const renewal = await ctx.db.transaction(async (tx) => {
    const [sub] = await tx
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.id, id))
      .for('update');
    if (sub?.status !== 'active' || sub.periodEnd > ctx.clock.now()) return;
    const at = sub.periodEnd;
    const where = eq(billingSubscriptions.id, sub.id);
    if (sub.scheduledPlan === 'lite') {
      await tx
        .update(billingSubscriptions)
        .set({ status: 'ended', endedAt: at, scheduledPlan: null, updatedAt: at })
        .where(where);
      await applyPlan(tx, sub.userId, 'lite', at);
      return;
    }
    const plan = (sub.scheduledPlan ?? sub.plan) as PaidPlan;
    if (sub.provider === 'stripe') {
      await tx
        .update(billingSubscriptions)
        .set({ plan, scheduledPlan: null, updatedAt: at })
        .where(where);
      await applyPlan(tx, sub.userId, plan, at);
      return;
    }
    const end = yearAfter(at);
    const price = await priceAt(tx, plan, at);
    await tx
      .update(billingSubscriptions)
      .set({ plan, periodStart: at, periodEnd: end, scheduledPlan: null, updatedAt: at })
      .where(where);
    const [invoice] = await tx
      .insert(billingInvoices)
      .values({
        userId: sub.userId,
        subscriptionId: sub.id,
        plan,
        kind: 'subscription',
        ...price,
        periodStart: at,
        periodEnd: end,
        paidAt: at,
        providerReference: `sandbox:renewal:${sub.id}:${at.toISOString()}`,
      })
      .returning({ id: billingInvoices.id });
    await applyPlan(tx, sub.userId, plan, at);
    return invoice!.id;
  });
  if (renewal) await sendPaymentReceipt(ctx, renewal);
}
