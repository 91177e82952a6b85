import { z } from 'zod';
import { paidPlanSchema, planCurrencySchema } from './plans.ts';
import { planSchema } from './users.ts';

/** Who takes the money: the built-in sandbox (no real money) or Stripe (decision 029). */
export const billingProviders = ['sandbox', 'stripe'] as const;
export type BillingProvider = (typeof billingProviders)[number];

/** A device vendor's store that bills a subscription; it is cancelled in the device settings. */
export const billingVendors = ['apple', 'google'] as const;

/** `from` names the link that led to the purchase (`v3_navbar`…), recorded with it. */
export const purchaseSourceSchema = z.string().regex(/^[a-z0-9_]{1,40}$/);

/** POST /v1/billing/checkout: start paying for a plan (a new subscription or an upgrade). */
export const checkoutInputSchema = z.object({
  plan: paidPlanSchema,
  from: purchaseSourceSchema.optional(),
});

/** The answer: where the browser goes to pay (the sandbox page or Stripe Checkout). */
export const checkoutStartSchema = z.object({ id: z.uuid(), url: z.string() });

export const checkoutStatuses = ['open', 'paid', 'declined', 'canceled'] as const;

/** GET /v1/billing/checkouts/:id: what the sandbox checkout page shows. */
export const checkoutSchema = z.object({
  id: z.uuid(),
  plan: paidPlanSchema,
  kind: z.enum(['subscription', 'upgrade']),
  amountMinor: z.number().int(),
  currency: planCurrencySchema,
  status: z.enum(checkoutStatuses),
  provider: z.enum(billingProviders),
});
export type Checkout = z.infer<typeof checkoutSchema>;

export const invoiceSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  plan: paidPlanSchema,
  kind: z.enum(['subscription', 'upgrade']),
  amountMinor: z.number().int(),
  currency: planCurrencySchema,
  periodStart: z.iso.datetime(),
  periodEnd: z.iso.datetime(),
  paidAt: z.iso.datetime(),
  refundedAt: z.iso.datetime().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** GET /v1/billing/subscription: the Subscription tab of /account. */
export const subscriptionViewSchema = z.object({
  /** The plan in force now. */
  plan: planSchema,
  provider: z.enum(billingProviders),
  subscription: z
    .object({
      plan: paidPlanSchema,
      status: z.enum(['active', 'ended']),
      vendor: z.enum(billingVendors).nullable(),
      periodStart: z.iso.datetime(),
      periodEnd: z.iso.datetime(),
      /** A downgrade or cancellation waiting for the end of the period. */
      scheduledChange: z.object({ plan: planSchema, effectiveAt: z.iso.datetime() }).nullable(),
    })
    .nullable(),
  invoices: z.array(invoiceSchema),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

/** An invoice as the administrators see it: the last moment its refund is accepted. */
export const adminInvoiceSchema = invoiceSchema.extend({ refundableUntil: z.iso.datetime() });
export type AdminInvoice = z.infer<typeof adminInvoiceSchema>;

/** GET /v1/admin/users/:id/billing: a user's subscription and invoices, for the refund. */
export const adminBillingSchema = subscriptionViewSchema.extend({
  invoices: z.array(adminInvoiceSchema),
});
export type AdminBilling = z.infer<typeof adminBillingSchema>;

/** POST /v1/billing/subscription/downgrade: Pro to Artist at the end of the period. */
export const downgradeInputSchema = z.object({ plan: z.literal('artist') });

/** POST /v1/billing/portal: where "Manage payment" goes. */
export const portalSchema = z.object({ url: z.string() });

export const billingIdParams = z.object({ id: z.uuid() });
