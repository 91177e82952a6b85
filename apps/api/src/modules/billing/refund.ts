import { and, eq, isNull } from 'drizzle-orm';
import type { AdminBilling } from '@soundpost/contracts/billing';
import type { AppContext } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { applyPlan } from './apply-plan.ts';
import { billingInvoices, billingSubscriptions } from './billing.table.ts';
import { closeOpenCheckouts } from './checkouts.ts';
import { billingProvider } from './providers/billing-providers.ts';
import { findUserById } from '../users/index.ts';
import { invoiceDto, subscriptionView } from './subscription-view.ts';

/** The refund guarantee (spec section 9): 14 days from the payment. */
export const refundWindowMs = 14 * 86_400_000;

/** The administrators' view of a user's billing: each invoice with the end of its refund window. */
export async function adminBillingView(ctx: AppContext, userId: string): Promise<AdminBilling> {
  if (!(await findUserById(ctx.db, userId))) throw notFound();
  const view = await subscriptionView(ctx, userId);
  return {
    ...view,
    invoices: view.invoices.map((invoice) => ({
      ...invoice,
      refundableUntil: new Date(Date.parse(invoice.paidAt) + refundWindowMs).toISOString(),
    })),
  };
}

/**
 * An administrator's refund of a payment within 14 days: the invoice is marked refunded (only
 * if it is not yet: of parallel refunds one goes on), the provider gives the money back and
 * ends its subscription, and the plan ends now. A provider's refusal unmarks the invoice.
 */
export async function refundInvoice(ctx: AppContext, invoiceId: string, adminId: string) {
  const [invoice] = await ctx.db
    .select()
    .from(billingInvoices)
    .where(eq(billingInvoices.id, invoiceId));
  if (!invoice) throw notFound();
  if (invoice.refundedAt) throw new AppError('invoice_refunded');
  const now = ctx.clock.now();
  if (now.getTime() - invoice.paidAt.getTime() > refundWindowMs) {
    throw new AppError('refund_window_passed');
  }
  const [refunded] = await ctx.db
    .update(billingInvoices)
    .set({ refundedAt: now, refundedBy: adminId })
    .where(and(eq(billingInvoices.id, invoice.id), isNull(billingInvoices.refundedAt)))
    .returning();
  if (!refunded) throw new AppError('invoice_refunded');
  const [sub] = await ctx.db
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.id, invoice.subscriptionId));
  try {
    await billingProvider(ctx.config).refund(invoice, sub!);
  } catch (error) {
    ctx.log.error({ err: error, invoice: invoice.id }, 'the payment provider refused a refund');
    await ctx.db
      .update(billingInvoices)
      .set({ refundedAt: null, refundedBy: null })
      .where(eq(billingInvoices.id, invoice.id));
    throw new AppError('provider_unavailable');
  }
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(billingSubscriptions)
      .set({ status: 'ended', endedAt: now, scheduledPlan: null, updatedAt: now })
      .where(eq(billingSubscriptions.id, sub!.id));
    await applyPlan(tx, invoice.userId, 'lite', now);
  });
  await closeOpenCheckouts(ctx, invoice.userId);
  return { invoice: invoiceDto(refunded), userId: invoice.userId };
}
