import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { captureMail, createUser, signIn } from '../../test/factories.ts';
import { startStripeBillingStandIn } from '../../test/stripe-billing-stand-in.ts';
import { planAt } from '../plans/plan-periods.ts';
import { freeArtist } from './test/billing-test-kit.ts';
import { sweepSubscriptions } from './billing-sweep.ts';
import { stripeSignature } from './providers/stripe-signature.ts';

// BILLING_PROVIDER=stripe against a local stand-in of Stripe's endpoints; webhooks signed with
// the endpoint secret exactly as Stripe signs them.
const secret = 'whsec_test_standin';
const prices = { artist: 'price_artist_yearly', pro: 'price_pro_yearly' };
let t: TestApp;
let stripe: Awaited<ReturnType<typeof startStripeBillingStandIn>>;
let mail: ReturnType<typeof captureMail>;
beforeAll(async () => {
  stripe = await startStripeBillingStandIn({ secretKey: 'sk_test_billing' });
  t = await createTestApp({
    WORKERS: 'off',
    BILLING_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_billing',
    STRIPE_API_URL: stripe.url,
    STRIPE_WEBHOOK_SECRET: secret,
    STRIPE_PRICE_ARTIST: prices.artist,
    STRIPE_PRICE_PRO: prices.pro,
  });
  mail = captureMail(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const at = (iso: string) => new Date(iso);
const unix = (date: Date) => Math.floor(date.getTime() / 1000);
let eventSerial = 0;

/** Posts an event as Stripe does: JSON body, Stripe-Signature over it, no Origin. */
async function deliver(
  event: { id?: string; type: string; created?: Date; object: object },
  sign: { secret?: string; at?: Date } = {},
) {
  const payload = JSON.stringify({
    id: event.id ?? `evt_${++eventSerial}`,
    object: 'event',
    type: event.type,
    created: unix(event.created ?? t.clock.now()),
    data: { object: event.object },
  });
  return t.app.inject({
    method: 'POST',
    url: '/v1/billing/webhooks/stripe',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': stripeSignature(
        payload,
        sign.secret ?? secret,
        unix(sign.at ?? t.clock.now()),
      ),
    },
    payload,
  });
}

const sessionCompleted = (checkoutId: string, extra: object) => ({
  type: 'checkout.session.completed',
  object: {
    id: `cs_for_${checkoutId}`,
    object: 'checkout.session',
    payment_status: 'paid',
    metadata: { checkout_id: checkoutId },
    created: unix(t.clock.now()),
    amount_total: null,
    currency: 'usd',
    customer: 'cus_1',
    ...extra,
  },
});

const invoicePaid = (opts: {
  id: string;
  sub: string;
  start: Date;
  end: Date;
  price: string;
  amount: number;
  meta?: object;
}) => ({
  type: 'invoice.paid',
  object: {
    id: opts.id,
    object: 'invoice',
    subscription: opts.sub,
    customer: 'cus_1',
    payment_intent: `pi_${opts.id}`,
    amount_paid: opts.amount,
    currency: 'usd',
    status_transitions: { paid_at: unix(opts.start) },
    lines: {
      data: [
        { period: { start: unix(opts.start), end: unix(opts.end) }, price: { id: opts.price } },
      ],
    },
    subscription_details: { metadata: opts.meta ?? {} },
  },
});

async function subscribe(subId: string) {
  t.clock.set(at('2026-04-01T09:00:00Z'));
  const { user, api } = await freeArtist(t);
  const start = await api.post('/v1/billing/checkout', { plan: 'artist', from: 'v3_navbar' });
  expect(start.statusCode).toBe(201);
  const checkout = start.json();
  stripe.addSubscription(subId, prices.artist);
  const paid = invoicePaid({
    id: `in_${subId}`,
    sub: subId,
    start: t.clock.now(),
    end: at('2027-04-01T09:00:00Z'),
    price: prices.artist,
    amount: 4999,
    meta: { checkout_id: checkout.id, user_id: user.id, plan: 'artist' },
  });
  return { user, api, checkout, paid };
}

describe('Stripe billing', () => {
  it('opens a Checkout Session for a yearly subscription with the source and the checkout id', async () => {
    const { checkout } = await subscribe('sub_a');
    expect(checkout.url).toMatch(/^https:\/\/checkout\.stripe\.test\/cs_test_\d+$/);
    const session = stripe.sessions.get(checkout.url.split('/').pop())!.form;
    expect(Object.fromEntries(session)).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': prices.artist,
      'metadata[checkout_id]': checkout.id,
      'subscription_data[metadata][plan]': 'artist',
    });
  });

  it('refuses a bad or stale signature, and a replayed event changes nothing', async () => {
    const { user, api, paid } = await subscribe('sub_b');
    const forged = await deliver(paid, { secret: 'whsec_wrong' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('webhook_signature_invalid');
    const stale = await deliver(paid, { at: new Date(t.clock.now().getTime() - 301_000) });
    expect(stale.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/v1/billing/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await planAt(t.db, user.id, t.clock.now())).toBe('lite');

    const first = await deliver({ ...paid, id: 'evt_replayed' });
    expect(first.json()).toEqual({ received: true, replayed: false });
    const replay = await deliver({ ...paid, id: 'evt_replayed' });
    expect(replay.json()).toEqual({ received: true, replayed: true });
    const again = await deliver({ ...paid, id: 'evt_same_invoice_again' });
    expect(again.json()).toEqual({ received: true, replayed: false });
    const receipts = mail.sent.filter((m) => m.to === user.email);
    expect(receipts.map((m) => m.subject)).toEqual([
      'Your Soundpost receipt: Artist plan, one year',
    ]);
    expect(receipts[0]!.text).toContain(
      '49.99 USD for: Artist plan, one year (April 1, 2026 to April 1, 2027)',
    );
    const view = (await api.get('/v1/billing/subscription')).json();
    expect(view.invoices).toHaveLength(1);
    expect(view.plan).toBe('artist');
  });

  it('ends right whichever comes first: invoice.paid or checkout.session.completed', async () => {
    for (const [subId, invoiceFirst] of [
      ['sub_c1', true],
      ['sub_c2', false],
    ] as const) {
      const { user, api, checkout, paid } = await subscribe(subId);
      const completed = sessionCompleted(checkout.id, {
        mode: 'subscription',
        subscription: subId,
      });
      for (const event of invoiceFirst ? [paid, completed] : [completed, paid]) {
        expect((await deliver(event)).statusCode).toBe(200);
      }
      const view = (await api.get('/v1/billing/subscription')).json();
      expect(view).toMatchObject({
        plan: 'artist',
        provider: 'stripe',
        subscription: { status: 'active', periodEnd: '2027-04-01T09:00:00.000Z' },
      });
      expect(view.invoices).toHaveLength(1);
      expect((await api.get(`/v1/billing/checkouts/${checkout.id}`)).json().status).toBe('paid');
      expect(await planAt(t.db, user.id, at('2026-04-01T09:00:00Z'))).toBe('artist');
      // The portal opens on the customer the events named.
      expect((await api.post('/v1/billing/portal')).json().url).toBe(
        'https://billing.stripe.test/p/cus_1',
      );
    }
  });

  it('keeps the newest subscription state when updates arrive out of order, then ends', async () => {
    const { user, api, paid } = await subscribe('sub_d');
    await deliver(paid);
    const update = (cancel: boolean, created: string) => ({
      type: 'customer.subscription.updated',
      created: at(created),
      object: {
        id: 'sub_d',
        object: 'subscription',
        status: 'active',
        cancel_at_period_end: cancel,
      },
    });
    await deliver(update(false, '2026-04-02T10:00:00Z'));
    await deliver(update(true, '2026-04-02T09:00:00Z'));
    expect(
      (await api.get('/v1/billing/subscription')).json().subscription.scheduledChange,
    ).toBeNull();
    await deliver(update(true, '2026-04-02T11:00:00Z'));
    expect((await api.get('/v1/billing/subscription')).json().subscription.scheduledChange).toEqual(
      {
        plan: 'lite',
        effectiveAt: '2027-04-01T09:00:00.000Z',
      },
    );
    const deleted = await deliver({
      type: 'customer.subscription.deleted',
      object: {
        id: 'sub_d',
        object: 'subscription',
        status: 'canceled',
        cancel_at_period_end: false,
        ended_at: unix(at('2027-04-01T09:00:00Z')),
      },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await planAt(t.db, user.id, at('2027-04-01T08:59:59Z'))).toBe('artist');
    expect(await planAt(t.db, user.id, at('2027-04-01T09:00:00Z'))).toBe('lite');
    // A subscription Stripe has not told about yet waits for Stripe's retry.
    const unknown = await deliver({
      ...update(true, '2026-04-03T00:00:00Z'),
      object: { id: 'sub_x', status: 'active', cancel_at_period_end: true },
    });
    expect(unknown.statusCode).toBe(503);
  });

  it('cancels at period end at Stripe, and says so when Stripe fails', async () => {
    const { api, paid } = await subscribe('sub_e');
    await deliver(paid);
    stripe.failing.add('/v1/subscriptions/sub_e');
    const failed = await api.post('/v1/billing/subscription/cancel');
    expect(failed.statusCode).toBe(502);
    expect(failed.json().code).toBe('subscription_cancel_failed');
    stripe.failing.delete('/v1/subscriptions/sub_e');
    const pending = (await api.post('/v1/billing/checkout', { plan: 'pro' })).json();
    const canceled = await api.post('/v1/billing/subscription/cancel');
    // The open payment request is expired at Stripe and closed here.
    expect(stripe.sessions.get(pending.url.split('/').pop())!.status).toBe('expired');
    expect((await api.get(`/v1/billing/checkouts/${pending.id}`)).json().status).toBe('canceled');
    expect(canceled.json().subscription.scheduledChange.plan).toBe('lite');
    expect(stripe.subscriptions.get('sub_e')!.cancelAtPeriodEnd).toBe(true);
    stripe.failing.add('/v1/billing_portal/sessions');
    const portal = await api.post('/v1/billing/portal');
    expect(portal.statusCode).toBe(502);
    expect(portal.json().code).toBe('provider_unavailable');
    stripe.failing.delete('/v1/billing_portal/sessions');
  });

  it('charges an upgrade pro rata through a payment session, then renews at Pro', async () => {
    const { user, paid } = await subscribe('sub_f');
    await deliver(paid);
    // 2026-04-01 09:00 → 2027-04-01 09:00 (365 days); 90 days in, 275 days left.
    t.clock.set(at('2026-06-30T09:00:00Z'));
    const api = request(t.app, await signIn(t, user));
    const start = (await api.post('/v1/billing/checkout', { plan: 'pro' })).json();
    const form = Object.fromEntries(stripe.sessions.get(start.url.split('/').pop())!.form);
    // 5000 × 275 / 365 = 3767.12… → 3767.
    expect(form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '3767',
      customer: 'cus_1',
    });
    expect(await planAt(t.db, user.id, t.clock.now())).toBe('artist');
    await deliver(
      sessionCompleted(start.id, { mode: 'payment', amount_total: 3767, payment_intent: 'pi_up' }),
    );
    expect(await planAt(t.db, user.id, t.clock.now())).toBe('pro');
    expect(stripe.subscriptions.get('sub_f')).toMatchObject({
      price: prices.pro,
      proration: 'none',
    });
    const view = (await api.get('/v1/billing/subscription')).json();
    expect(view.invoices[0]).toMatchObject({ kind: 'upgrade', amountMinor: 3767 });
  });

  /** A paid subscription, its invoice's refund route and a signed-in administrator. */
  async function toRefund(subId: string) {
    const { user, paid } = await subscribe(subId);
    await deliver(paid);
    const admin = request(t.app, await signIn(t, await createUser(t, { role: 'admin' })));
    const [invoice] = (
      await request(t.app, await signIn(t, user)).get('/v1/billing/subscription')
    ).json().invoices;
    return { user, admin, route: `/v1/admin/billing/invoices/${invoice.id}/refund` };
  }

  it('refunds through Stripe and ends the subscription there', async () => {
    const { user, admin, route } = await toRefund('sub_g');
    const res = await admin.post(route);
    expect(res.statusCode).toBe(200);
    expect(stripe.refunds.map((r) => r.get('payment_intent'))).toContain('pi_in_sub_g');
    expect(stripe.subscriptions.get('sub_g')!.status).toBe('canceled');
    expect(await planAt(t.db, user.id, t.clock.now())).toBe('lite');
  });

  it('refunds a payment once when administrators refund it in parallel; a refusal leaves it refundable', async () => {
    const { admin, route } = await toRefund('sub_r');
    stripe.failing.add('/v1/refunds');
    const refused = await admin.post(route);
    stripe.failing.delete('/v1/refunds');
    expect(refused.json().code).toBe('provider_unavailable');
    const answers = await Promise.all([admin.post(route), admin.post(route), admin.post(route)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const refundsOfIt = stripe.refunds.filter((r) => r.get('payment_intent') === 'pi_in_sub_r');
    expect(refundsOfIt).toHaveLength(1);
  });

  it('undoes a scheduled cancellation and downgrade at Stripe; its events agree and the sweep keeps the plan', async () => {
    const { user, paid, ...signedIn } = await subscribe('sub_h');
    let api = signedIn.api;
    await deliver(paid);
    const updated = (created?: Date) => ({
      type: 'customer.subscription.updated',
      created,
      object: stripe.subscriptionObject('sub_h'),
    });
    const scheduled = async () =>
      (await api.get('/v1/billing/subscription')).json().subscription.scheduledChange;

    await api.post('/v1/billing/subscription/cancel');
    const cancelling = updated(t.clock.now());
    t.clock.advance(60_000);
    const kept = await api.post('/v1/billing/subscription/keep');
    expect(kept.statusCode).toBe(200);
    expect(kept.json().subscription.scheduledChange).toBeNull();
    expect(stripe.subscriptions.get('sub_h')).toMatchObject({
      cancelAtPeriodEnd: false,
      price: prices.artist,
    });
    // Stripe's event of the cancellation, arriving after the undo, is older: it is ignored.
    expect((await deliver(cancelling)).statusCode).toBe(200);
    expect(await scheduled()).toBeNull();
    await deliver(updated());
    expect(await scheduled()).toBeNull();

    // Upgraded to Pro, then a downgrade scheduled and undone: Stripe renews at Pro's price.
    t.clock.set(at('2026-06-30T09:00:00Z'));
    api = request(t.app, await signIn(t, user));
    const start = (await api.post('/v1/billing/checkout', { plan: 'pro' })).json();
    await deliver(
      sessionCompleted(start.id, { mode: 'payment', amount_total: 3767, payment_intent: 'pi_h' }),
    );
    await api.post('/v1/billing/subscription/downgrade', { plan: 'artist' });
    expect(stripe.subscriptions.get('sub_h')!.price).toBe(prices.artist);
    await deliver(updated());
    expect(await scheduled()).toMatchObject({ plan: 'artist' });
    t.clock.advance(60_000);
    stripe.failing.add('/v1/subscriptions/sub_h');
    const down = await api.post('/v1/billing/subscription/keep');
    expect(down.statusCode).toBe(502);
    expect(down.json().code).toBe('provider_unavailable');
    stripe.failing.delete('/v1/subscriptions/sub_h');
    expect((await api.post('/v1/billing/subscription/keep')).statusCode).toBe(200);
    expect(stripe.subscriptions.get('sub_h')!.price).toBe(prices.pro);
    t.clock.advance(60_000);
    await deliver(updated());
    expect(await scheduled()).toBeNull();

    t.clock.set(at('2027-04-01T09:00:01Z'));
    await sweepSubscriptions(t.app.ctx);
    expect(await planAt(t.db, user.id, t.clock.now())).toBe('pro');
  });
});
