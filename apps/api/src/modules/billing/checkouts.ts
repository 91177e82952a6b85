import { and, eq } from 'drizzle-orm';
import { userView } from '../users/index.ts';
import type { Checkout } from '@soundpost/contracts/billing';
import type { PaidPlan } from '@soundpost/contracts/plans';
import type { AppContext } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { billingCheckouts, type CheckoutRow } from './billing.table.ts';
import { recordPayment } from './payments.ts';
import { sendPaymentReceipt } from './billing-mail.ts';
import { priceAt } from './plan-price.ts';
import { proRata, yearAfter } from './pro-rata.ts';
import { billingProvider } from './providers/billing-providers.ts';
import { findActiveSubscription, findOpenCheckouts } from './subscriptions.repository.ts';

const users = userView();

const providerDown = () => new AppError('service_unavailable');

/**
 * What the user pays now for `plan`: a year at the price in force (no subscription), or an
 * upgrade from Artist to Pro charged pro rata for the rest of the period, both prices being
 * those in force when the period began. Anything else (the same plan, a lower one, a
 * subscription a device vendor bills) is not a purchase here.
 */
async function quote(ctx: AppContext, userId: string, plan: PaidPlan, now: Date) {
  const sub = await findActiveSubscription(ctx.db, userId);
  if (!sub) return { kind: 'subscription' as const, ...(await priceAt(ctx.db, plan, now)) };
  if (sub.vendor) throw new AppError('subscription_billed_by_vendor');
  if (sub.plan !== 'artist' || plan !== 'pro') throw new AppError('checkout_not_allowed');
  const [from, to] = await Promise.all([
    priceAt(ctx.db, 'artist', sub.periodStart),
    priceAt(ctx.db, 'pro', sub.periodStart),
  ]);
  if (from.currency !== to.currency) throw new AppError('checkout_not_allowed');
  const period = { start: sub.periodStart, end: sub.periodEnd };
  const amountMinor = proRata(to.amountMinor - from.amountMinor, period, now);
  return { kind: 'upgrade' as const, amountMinor, currency: to.currency, customer: sub };
}

/**
 * Closes the user's open payment requests (a new checkout replaces them; a cancellation or a
 * refund ends them). A provider that cannot be told is logged: its session expires by itself,
 * and a payment made on it is still recorded.
 */
export async function closeOpenCheckouts(ctx: AppContext, userId: string) {
  const provider = billingProvider(ctx.config);
  for (const checkout of await findOpenCheckouts(ctx.db, userId)) {
    if (checkout.providerSessionId) {
      await provider.closeCheckout(checkout.providerSessionId).catch((error: unknown) => {
        ctx.log.warn({ err: error, checkout: checkout.id }, 'could not close a checkout session');
      });
    }
    await ctx.db
      .update(billingCheckouts)
      .set({ status: 'canceled', closedAt: ctx.clock.now() })
      .where(and(eq(billingCheckouts.id, checkout.id), eq(billingCheckouts.status, 'open')));
  }
}

/** Starts paying for a plan: answers the payment page (the sandbox's or Stripe Checkout). */
export async function startCheckout(
  ctx: AppContext,
  userId: string,
  input: { plan: PaidPlan; from?: string },
) {
  const now = ctx.clock.now();
  const provider = billingProvider(ctx.config);
  const quoted = await quote(ctx, userId, input.plan, now);
  const price = { kind: quoted.kind, amountMinor: quoted.amountMinor, currency: quoted.currency };
  await closeOpenCheckouts(ctx, userId);
  const [user] = await ctx.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  const [checkout] = await ctx.db
    .insert(billingCheckouts)
    .values({
      userId,
      plan: input.plan,
      ...price,
      status: 'open',
      provider: provider.name,
      source: input.from ?? null,
      createdAt: now,
    })
    .returning();
  try {
    const session = await provider.startCheckout({
      checkoutId: checkout!.id,
      userId,
      email: user!.email,
      plan: input.plan,
      ...price,
      customerId: quoted.customer?.providerCustomerId ?? null,
    });
    await ctx.db
      .update(billingCheckouts)
      .set({ providerSessionId: session.sessionId })
      .where(eq(billingCheckouts.id, checkout!.id));
    return { id: checkout!.id, url: session.url };
  } catch (error) {
    ctx.log.error({ err: error }, 'the payment provider could not open a checkout');
    await ctx.db
      .update(billingCheckouts)
      .set({ status: 'canceled', closedAt: now })
      .where(eq(billingCheckouts.id, checkout!.id));
    throw providerDown();
  }
}

async function ownCheckout(ctx: AppContext, userId: string, id: string): Promise<CheckoutRow> {
  const [row] = await ctx.db
    .select()
    .from(billingCheckouts)
    .where(and(eq(billingCheckouts.id, id), eq(billingCheckouts.userId, userId)));
  if (!row) throw notFound();
  return row;
}

const checkoutDto = (row: CheckoutRow): Checkout => ({
  id: row.id,
  plan: row.plan,
  kind: row.kind,
  amountMinor: row.amountMinor,
  currency: row.currency,
  status: row.status,
  provider: row.provider,
});

export async function getCheckout(ctx: AppContext, userId: string, id: string) {
  return checkoutDto(await ownCheckout(ctx, userId, id));
}

/**
 * The sandbox page's answer: confirming records the payment as a provider's event would (the
 * period starts now); declining closes the request. Only for the sandbox's own checkouts.
 */
export async function decideSandboxCheckout(
  ctx: AppContext,
  userId: string,
  id: string,
  pay: boolean,
): Promise<Checkout> {
  const checkout = await ownCheckout(ctx, userId, id);
  if (checkout.provider !== 'sandbox') throw notFound();
  if (checkout.status !== 'open') throw new AppError('checkout_closed');
  const now = ctx.clock.now();
  if (!pay) {
    await ctx.db
      .update(billingCheckouts)
      .set({ status: 'declined', closedAt: now })
      .where(and(eq(billingCheckouts.id, id), eq(billingCheckouts.status, 'open')));
    return getCheckout(ctx, userId, id);
  }
  const sub = await findActiveSubscription(ctx.db, userId);
  if (checkout.kind === 'upgrade' && !sub) throw new AppError('checkout_closed');
  const recorded = await recordPayment(ctx.db, {
    userId,
    plan: checkout.plan,
    kind: checkout.kind,
    amountMinor: checkout.amountMinor,
    currency: checkout.currency,
    periodStart: now,
    periodEnd: checkout.kind === 'upgrade' ? sub!.periodEnd : yearAfter(now),
    paidAt: now,
    provider: 'sandbox',
    reference: `sandbox:${checkout.id}`,
    checkoutId: checkout.id,
    source: checkout.source,
  });
  if (!recorded) throw new AppError('checkout_closed');
  await sendPaymentReceipt(ctx, recorded);
  return getCheckout(ctx, userId, id);
}
