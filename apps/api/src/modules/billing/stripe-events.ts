import { eq } from 'drizzle-orm';
import { paidPlanSchema, type PaidPlan } from '@soundpost/contracts/plans';
import { planCurrencySchema } from '@soundpost/contracts/plans';
import { z } from 'zod';
import type { BillingSettings } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { applyPlan } from './apply-plan.ts';
import {
  billingCheckouts,
  billingEvents,
  billingSubscriptions,
  type SubscriptionRow,
} from './billing.table.ts';
import { markCheckoutPaid, recordPayment } from './payments.ts';
import { sendPaymentReceipt } from './billing-mail.ts';
import { billingProvider } from './providers/billing-providers.ts';

type Stripe = Extract<BillingSettings, { provider: 'stripe' }>;
const seconds = z
  .number()
  .int()
  .transform((s) => new Date(s * 1000));
const currency = z
  .string()
  .transform((c) => c.toUpperCase())
  .pipe(planCurrencySchema);
const id = z.string().min(1).max(255);
const metadata = z.object({ checkout_id: z.uuid().optional() }).catchall(z.string()).default({});

/** The events this instance listens to; any other type is acknowledged and ignored. */
const eventSchema = z.object({
  id,
  type: z.string(),
  created: seconds,
  data: z.object({ object: z.unknown() }),
});

const sessionSchema = z.object({
  id,
  mode: z.enum(['subscription', 'payment', 'setup']),
  payment_status: z.string(),
  metadata,
  customer: id.nullable(),
  subscription: id.nullable().optional(),
  payment_intent: id.nullable().optional(),
  amount_total: z.number().int().nullable(),
  currency: currency.nullable(),
  created: seconds,
});

const invoiceSchema = z.object({
  id,
  subscription: id.nullable(),
  customer: id,
  /** The payment behind it (API versions up to 2025-03, which this adapter pins). */
  payment_intent: id.nullable().optional(),
  amount_paid: z.number().int(),
  currency,
  status_transitions: z.object({ paid_at: seconds.nullable() }),
  lines: z.object({
    data: z
      .array(
        z.object({
          period: z.object({ start: seconds, end: seconds }),
          price: z.object({ id }).nullable().optional(),
        }),
      )
      .min(1),
  }),
  subscription_details: z.object({ metadata }).nullable().optional(),
});

const subscriptionSchema = z.object({
  id,
  cancel_at_period_end: z.boolean(),
  /** What the next renewal bills (its item's price). */
  items: z
    .object({ data: z.array(z.object({ price: z.object({ id }).nullable().optional() })) })
    .optional(),
  ended_at: seconds.nullable().optional(),
  status: z.string(),
});

/** A Stripe event that cannot be applied yet (its subscription is unknown): Stripe retries it. */
const notYet = () => new AppError('service_unavailable');

function planOfPrice(settings: Stripe, priceId: string | undefined): PaidPlan | undefined {
  if (priceId === settings.prices.artist) return 'artist';
  if (priceId === settings.prices.pro) return 'pro';
  return undefined;
}

async function checkoutById(db: Db, checkoutId: string | undefined) {
  if (!checkoutId) return undefined;
  const [row] = await db.select().from(billingCheckouts).where(eq(billingCheckouts.id, checkoutId));
  return row;
}

async function subscriptionOf(db: Db, providerId: string) {
  const [row] = await db
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.providerSubscriptionId, providerId));
  return row;
}

/**
 * Applies one verified Stripe event, once: its id is recorded in the same transaction, so a
 * replay changes nothing and a failure leaves it to Stripe's retry. Events may come in any
 * order; each is applied from the state its object carries (periods, timestamps), not from
 * when it arrived. Answers false for a replay.
 */
export async function applyStripeEvent(ctx: AppContext, settings: Stripe, raw: unknown) {
  const event = eventSchema.parse(raw);
  // A payment's receipt goes out after the commit, so a rolled-back event sends none.
  let invoiceId: string | null | undefined;
  const applied = await ctx.db.transaction(async (tx) => {
    const fresh = await tx
      .insert(billingEvents)
      .values({
        provider: 'stripe',
        eventId: event.id,
        type: event.type,
        receivedAt: ctx.clock.now(),
      })
      .onConflictDoNothing()
      .returning();
    if (fresh.length === 0) return false;
    const object = event.data.object;
    switch (event.type) {
      case 'checkout.session.completed':
        invoiceId = await sessionCompleted(ctx, tx, sessionSchema.parse(object));
        break;
      case 'invoice.paid':
        invoiceId = await invoicePaid(tx, settings, invoiceSchema.parse(object));
        break;
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        await subscriptionChanged(tx, settings, subscriptionSchema.parse(object), event.created);
        break;
    }
    return true;
  });
  if (invoiceId) await sendPaymentReceipt(ctx, invoiceId);
  return applied;
}

/**
 * A paid Checkout Session. Mode `payment` is an upgrade: the payment is recorded here and
 * Stripe's subscription renews at Pro from then on. Mode `subscription` only marks the request
 * paid and links the customer: the period and its invoice come with invoice.paid, whichever
 * arrives first.
 */
async function sessionCompleted(ctx: AppContext, tx: Db, session: z.infer<typeof sessionSchema>) {
  if (session.payment_status !== 'paid') return;
  const checkout = await checkoutById(tx, session.metadata.checkout_id);
  if (!checkout) return;
  if (session.mode === 'subscription') {
    await markCheckoutPaid(tx, checkout.id, session.created);
    if (session.subscription) {
      await tx
        .update(billingSubscriptions)
        .set({ providerCustomerId: session.customer })
        .where(eq(billingSubscriptions.providerSubscriptionId, session.subscription));
    }
    return;
  }
  const [sub] = await tx
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.userId, checkout.userId));
  if (!sub) throw notYet();
  const invoiceId = await recordPayment(tx, {
    userId: checkout.userId,
    plan: checkout.plan,
    kind: 'upgrade',
    amountMinor: session.amount_total ?? checkout.amountMinor,
    currency: session.currency ?? checkout.currency,
    periodStart: session.created,
    periodEnd: sub.periodEnd,
    paidAt: session.created,
    provider: 'stripe',
    reference: session.payment_intent ?? session.id,
    checkoutId: checkout.id,
    source: checkout.source,
  });
  await billingProvider(ctx.config).renewAs(sub, checkout.plan);
  return invoiceId;
}

/**
 * What a subscription that is not cancelling will change at renewal, from the plan its price
 * renews: Pro renewing at Artist's price is a downgrade; its own price, none (one undone). An
 * unknown or absent price keeps a scheduled downgrade as it was.
 */
function renewalChange(sub: SubscriptionRow, renews: PaidPlan | undefined) {
  if (!renews) return sub.scheduledPlan === 'lite' ? null : sub.scheduledPlan;
  return sub.plan === 'pro' && renews === 'artist' ? 'artist' : null;
}

/** A paid invoice of a Stripe subscription: the first year, or a renewal. */
async function invoicePaid(tx: Db, settings: Stripe, invoice: z.infer<typeof invoiceSchema>) {
  if (!invoice.subscription) return;
  const meta = invoice.subscription_details?.metadata ?? {};
  const line = invoice.lines.data[0]!;
  const checkout = await checkoutById(tx, meta.checkout_id);
  const known = await subscriptionOf(tx, invoice.subscription);
  const userId = known?.userId ?? checkout?.userId;
  const plan =
    planOfPrice(settings, line.price?.id) ??
    paidPlanSchema.safeParse(meta.plan).data ??
    checkout?.plan;
  if (!userId || !plan) throw notYet();
  const first = checkout && !known;
  return recordPayment(tx, {
    userId,
    plan,
    kind: 'subscription',
    amountMinor: invoice.amount_paid,
    currency: invoice.currency,
    periodStart: line.period.start,
    periodEnd: line.period.end,
    paidAt: invoice.status_transitions.paid_at ?? line.period.start,
    provider: 'stripe',
    reference: invoice.payment_intent ?? invoice.id,
    checkoutId: first ? checkout.id : null,
    source: first ? checkout.source : null,
    stripe: { subscriptionId: invoice.subscription, customerId: invoice.customer },
  });
}

/**
 * A subscription changed at Stripe (the portal, a cancellation or downgrade, one undone, its
 * end). Its end is final; otherwise only a state newer than the last one applied counts (the
 * event's `created`). An unknown subscription waits for its invoice (Stripe retries).
 */
async function subscriptionChanged(
  tx: Db,
  settings: Stripe,
  object: z.infer<typeof subscriptionSchema>,
  created: Date,
) {
  const sub = await subscriptionOf(tx, object.id);
  if (!sub) throw notYet();
  const where = eq(billingSubscriptions.id, sub.id);
  // An ended subscription is final whenever its event arrives; other states may be superseded.
  if (object.ended_at && (object.status === 'canceled' || object.status === 'incomplete_expired')) {
    const endedAt = object.ended_at;
    await tx
      .update(billingSubscriptions)
      .set({
        status: 'ended',
        endedAt,
        scheduledPlan: null,
        providerStateAt: created,
        updatedAt: created,
      })
      .where(where);
    await applyPlan(tx, sub.userId, 'lite', endedAt);
    return;
  }
  if (sub.status === 'ended' || (sub.providerStateAt && sub.providerStateAt > created)) return;
  const scheduledPlan = object.cancel_at_period_end
    ? 'lite'
    : renewalChange(sub, planOfPrice(settings, object.items?.data[0]?.price?.id));
  await tx
    .update(billingSubscriptions)
    .set({ scheduledPlan, providerStateAt: created })
    .where(where);
}
