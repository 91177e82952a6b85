import { eq } from 'drizzle-orm';
import type { BillingProvider } from '@soundpost/contracts/billing';
import type { PaidPlan, PlanCurrency } from '@soundpost/contracts/plans';
import type { Db } from '../../db/client.ts';
import { applyPlan } from './apply-plan.ts';
import { billingCheckouts, billingInvoices, billingSubscriptions } from './billing.table.ts';

/** A payment the provider took: a year of a plan, or an upgrade for the rest of the period. */
export type Payment = {
  userId: string;
  plan: PaidPlan;
  kind: 'subscription' | 'upgrade';
  amountMinor: number;
  currency: PlanCurrency;
  /** The stretch paid for: a year, or (upgrade) from the payment to the period's end. */
  periodStart: Date;
  periodEnd: Date;
  paidAt: Date;
  provider: BillingProvider;
  /** The provider's id of the payment: the same payment told twice is recorded once. */
  reference: string;
  checkoutId: string | null;
  source: string | null;
  stripe?: { subscriptionId: string | null; customerId: string | null };
};

/**
 * Records a payment, whatever order the provider's events come in: the invoice once (by its
 * reference), the subscription moved to the paid period only when that period is later than
 * the one it has (an older event changes nothing), and never revived by a payment for a
 * period that began before it ended. The plan changes through changePlan (applyPlan). The new
 * invoice's id, or null when the payment was recorded before (its receipt went out then).
 */
export async function recordPayment(db: Db, p: Payment): Promise<string | null> {
  return db.transaction(async (tx) => {
    // Two reports of the same checkout (a double click, a retried event) queue here.
    if (p.checkoutId) {
      await tx
        .select({ id: billingCheckouts.id })
        .from(billingCheckouts)
        .where(eq(billingCheckouts.id, p.checkoutId))
        .for('update');
    }
    const [known] = await tx
      .select({ id: billingInvoices.id })
      .from(billingInvoices)
      .where(eq(billingInvoices.providerReference, p.reference));
    if (known) return null;
    const [sub] = await tx
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.userId, p.userId))
      .for('update');
    const ids = {
      providerSubscriptionId: p.stripe?.subscriptionId ?? sub?.providerSubscriptionId ?? null,
      providerCustomerId: p.stripe?.customerId ?? sub?.providerCustomerId ?? null,
    };
    let subscriptionId = sub?.id;
    if (p.kind === 'upgrade') {
      if (!sub) throw new Error(`upgrade paid without a subscription (user ${p.userId})`);
      if (sub.status === 'active') {
        await tx
          .update(billingSubscriptions)
          .set({
            plan: p.plan,
            // A cancellation stays; a downgrade the upgrade replaces does not.
            scheduledPlan: sub.scheduledPlan === 'lite' ? 'lite' : null,
            updatedAt: p.paidAt,
          })
          .where(eq(billingSubscriptions.id, sub.id));
        await applyPlan(tx, p.userId, p.plan, p.paidAt);
      }
    } else {
      const endedBefore = sub?.status === 'ended' && sub.endedAt && p.periodStart < sub.endedAt;
      const later = !sub || (p.periodEnd > sub.periodEnd && !endedBefore);
      const period = {
        plan: p.plan,
        status: 'active' as const,
        provider: p.provider,
        periodStart: p.periodStart,
        periodEnd: p.periodEnd,
        scheduledPlan: null,
        endedAt: null,
        updatedAt: p.paidAt,
        ...ids,
      };
      if (!sub) {
        const [row] = await tx
          .insert(billingSubscriptions)
          .values({ userId: p.userId, createdAt: p.paidAt, ...period })
          .returning({ id: billingSubscriptions.id });
        subscriptionId = row!.id;
      } else if (later) {
        await tx
          .update(billingSubscriptions)
          .set(period)
          .where(eq(billingSubscriptions.id, sub.id));
      } else {
        await tx.update(billingSubscriptions).set(ids).where(eq(billingSubscriptions.id, sub.id));
      }
      if (later) await applyPlan(tx, p.userId, p.plan, p.periodStart);
    }
    const [invoice] = await tx
      .insert(billingInvoices)
      .values({
        userId: p.userId,
        subscriptionId: subscriptionId!,
        checkoutId: p.checkoutId,
        plan: p.plan,
        kind: p.kind,
        amountMinor: p.amountMinor,
        currency: p.currency,
        periodStart: p.periodStart,
        periodEnd: p.periodEnd,
        paidAt: p.paidAt,
        providerReference: p.reference,
        source: p.source,
      })
      .returning({ id: billingInvoices.id });
    if (p.checkoutId) await markCheckoutPaid(tx, p.checkoutId, p.paidAt);
    return invoice!.id;
  });
}

/** The checkout's payment arrived (also after it was closed: the money was taken). */
export async function markCheckoutPaid(db: Db, checkoutId: string, at: Date) {
  await db
    .update(billingCheckouts)
    .set({ status: 'paid', closedAt: at })
    .where(eq(billingCheckouts.id, checkoutId));
}
