import { and, desc, eq } from 'drizzle-orm';
import type { Invoice, SubscriptionView } from '@soundpost/contracts/billing';
import type { AppContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { planAt } from '../plans/index.ts';
import { billingInvoices, billingSubscriptions, type InvoiceRow } from './billing.table.ts';
import { billingProvider } from './providers/billing-providers.ts';

/** How many invoices the Subscription tab lists (one a year, plus upgrades). */
const invoiceLimit = 50;

export const invoiceNumber = (row: InvoiceRow) =>
  `SP-${row.paidAt.getUTCFullYear()}-${String(row.serial).padStart(6, '0')}`;

export const invoiceDto = (row: InvoiceRow): Invoice => ({
  id: row.id,
  number: invoiceNumber(row),
  plan: row.plan,
  kind: row.kind,
  amountMinor: row.amountMinor,
  currency: row.currency,
  periodStart: row.periodStart.toISOString(),
  periodEnd: row.periodEnd.toISOString(),
  paidAt: row.paidAt.toISOString(),
  refundedAt: row.refundedAt?.toISOString() ?? null,
});

/** The Subscription tab: the plan in force now, the subscription and its invoices. */
export async function subscriptionView(ctx: AppContext, userId: string): Promise<SubscriptionView> {
  const [sub] = await ctx.db
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.userId, userId));
  const invoices = await ctx.db
    .select()
    .from(billingInvoices)
    .where(eq(billingInvoices.userId, userId))
    .orderBy(desc(billingInvoices.paidAt), desc(billingInvoices.serial))
    .limit(invoiceLimit);
  return {
    plan: (await planAt(ctx.db, userId, ctx.clock.now())) ?? 'lite',
    provider: billingProvider(ctx.config).name,
    subscription: sub
      ? {
          plan: sub.plan,
          status: sub.status,
          vendor: sub.vendor,
          periodStart: sub.periodStart.toISOString(),
          periodEnd: (sub.endedAt ?? sub.periodEnd).toISOString(),
          scheduledChange: sub.scheduledPlan
            ? { plan: sub.scheduledPlan, effectiveAt: sub.periodEnd.toISOString() }
            : null,
        }
      : null,
    invoices: invoices.map(invoiceDto),
  };
}

/** One of the user's invoices; someone else's is a 404. */
export async function ownInvoice(ctx: AppContext, userId: string, id: string) {
  const [row] = await ctx.db
    .select()
    .from(billingInvoices)
    .where(and(eq(billingInvoices.id, id), eq(billingInvoices.userId, userId)));
  if (!row) throw notFound();
  return row;
}
