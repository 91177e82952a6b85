import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { captureMail, createUser, freshIp, signIn } from '../../test/factories.ts';
import { auditLog } from '../audit/audit.table.ts';
import { planAt } from '../plans/plan-periods.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { freeArtist } from './test/billing-test-kit.ts';
import { sweepSubscriptions } from './billing-sweep.ts';
import { billingCheckouts, billingSubscriptions } from './billing.table.ts';

// The built-in sandbox provider (the default).
let t: TestApp;
let mail: ReturnType<typeof captureMail>;
beforeAll(async () => {
  t = await createTestApp({ WORKERS: 'off' });
  mail = captureMail(t);
}, 60_000);
const mailsTo = (email: string) => mail.sent.filter((m) => m.to === email);
afterAll(() => t?.close());

const at = (iso: string) => new Date(iso);

async function buy(api: ReturnType<typeof request>, plan: 'artist' | 'pro', from?: string) {
  const start = await api.post('/v1/billing/checkout', { plan, ...(from ? { from } : {}) });
  expect(start.statusCode).toBe(201);
  const { id, url } = start.json();
  expect(url).toBe(`${t.config.appUrl}/billing/sandbox/${id}`);
  const paid = await api.post(`/v1/billing/checkouts/${id}/confirm`);
  expect(paid.statusCode).toBe(200);
  expect(paid.json().status).toBe('paid');
  return id as string;
}

describe('sandbox billing', () => {
  it('sells a year of Artist, records the source, and lists the invoice with its PDF and receipt', async () => {
    t.clock.set(at('2026-03-01T10:00:00Z'));
    const { user, api } = await freeArtist(t, 'pt');
    const start = await api.post('/v1/billing/checkout', { plan: 'artist', from: 'v3_navbar' });
    const { id } = start.json();
    const checkout = await api.get(`/v1/billing/checkouts/${id}`);
    expect(checkout.json()).toMatchObject({
      plan: 'artist',
      kind: 'subscription',
      amountMinor: 4999,
      currency: 'USD',
      status: 'open',
      provider: 'sandbox',
    });
    expect(await planAt(t.db, user.id, t.clock.now())).toBe('lite');
    // A double click: one payment, the other click is told the request is closed.
    const clicks = await Promise.all([
      api.post(`/v1/billing/checkouts/${id}/confirm`),
      api.post(`/v1/billing/checkouts/${id}/confirm`),
    ]);
    expect(clicks.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const again = await api.post(`/v1/billing/checkouts/${id}/confirm`);
    expect(again.json().code).toBe('checkout_closed');

    const view = (await api.get('/v1/billing/subscription')).json();
    expect(view).toMatchObject({
      plan: 'artist',
      provider: 'sandbox',
      subscription: {
        plan: 'artist',
        status: 'active',
        vendor: null,
        periodStart: '2026-03-01T10:00:00.000Z',
        periodEnd: '2027-03-01T10:00:00.000Z',
        scheduledChange: null,
      },
    });
    expect(view.invoices).toHaveLength(1);
    expect(view.invoices[0]).toMatchObject({ amountMinor: 4999, kind: 'subscription' });
    const [row] = await t.db.select().from(billingCheckouts).where(eq(billingCheckouts.id, id));
    expect(row!.source).toBe('v3_navbar');

    const pdf = await api.get(`/v1/billing/invoices/${view.invoices[0].id}/pdf?lang=tr`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(`Fatura ${view.invoices[0].number}`);
    expect(text).toContain('Artist planı, bir yıl');
    expect(text).toContain('49.99 USD');
    expect(text).toContain('2026-03-01 – 2027-03-01');
    expect(text).toContain('Sandbox — gerçek para yok');

    // One receipt for the double click, in the payer's language.
    const [receipt, ...more] = mailsTo(user.email);
    expect(more).toHaveLength(0);
    expect(receipt!.subject).toBe('Seu recibo do Soundpost: Plano Artist, um ano');
    expect(receipt!.text).toContain(
      `Recebemos seu pagamento de 49.99 USD referente a: Plano Artist, um ano (de 1 de março de 2026 a 1 de março de 2027). A fatura ${view.invoices[0].number} está pronta para baixar.`,
    );
    expect(receipt!.text).toContain(
      `${t.config.appUrl}/v1/billing/invoices/${view.invoices[0].id}/pdf`,
    );
  });

  it("answers 404 for another user's checkout and invoice, and refuses bad input", async () => {
    const a = await freeArtist(t);
    const b = await freeArtist(t);
    await buy(a.api, 'artist');
    const { invoices } = (await a.api.get('/v1/billing/subscription')).json();
    const open = (await b.api.post('/v1/billing/checkout', { plan: 'pro' })).json();
    for (const res of [
      await a.api.get(`/v1/billing/checkouts/${open.id}`),
      await a.api.post(`/v1/billing/checkouts/${open.id}/confirm`),
      await b.api.get(`/v1/billing/invoices/${invoices[0].id}/pdf`),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await a.api.post('/v1/billing/checkout', { plan: 'lite' })).statusCode).toBe(400);
    expect(
      (await a.api.post('/v1/billing/checkout', { plan: 'pro', from: 'x y' })).statusCode,
    ).toBe(400);
    expect((await a.api.get('/v1/billing/checkouts/not-a-uuid')).statusCode).toBe(400);
    expect((await request(t.app).get('/v1/billing/subscription')).statusCode).toBe(401);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/v1/billing/subscription/cancel',
      headers: { origin: 'https://evil.example', cookie: '' },
    });
    expect(crossSite.statusCode).toBe(403);
    // Buying the plan one has, or a lower one, is not a purchase.
    expect((await a.api.post('/v1/billing/checkout', { plan: 'artist' })).json().code).toBe(
      'checkout_not_allowed',
    );
  });

  it('upgrades Artist to Pro pro rata, at payment; a declined payment changes nothing', async () => {
    t.clock.set(at('2025-01-01T00:00:00Z'));
    const { user, api: first } = await freeArtist(t);
    await buy(first, 'artist');
    // 184 days of 2025 (a 365-day year) later: 181 days left.
    t.clock.set(at('2025-07-04T00:00:00Z'));
    const api = request(t.app, await signIn(t, user));
    const declined = (await api.post('/v1/billing/checkout', { plan: 'pro' })).json();
    await api.post(`/v1/billing/checkouts/${declined.id}/decline`);
    expect(await planAt(t.db, user.id, t.clock.now())).toBe('artist');
    const id = await buy(api, 'pro');
    const checkout = (await api.get(`/v1/billing/checkouts/${id}`)).json();
    // (9999 − 4999) × 181 / 365 = 2479.45… → 2479.
    expect(checkout).toMatchObject({ kind: 'upgrade', amountMinor: 2479 });
    expect(await planAt(t.db, user.id, t.clock.now())).toBe('pro');
    const view = (await api.get('/v1/billing/subscription')).json();
    expect(view.subscription).toMatchObject({
      plan: 'pro',
      periodEnd: '2026-01-01T00:00:00.000Z',
    });
    expect(view.invoices[0]).toMatchObject({
      kind: 'upgrade',
      amountMinor: 2479,
      periodStart: '2025-07-04T00:00:00.000Z',
      periodEnd: '2026-01-01T00:00:00.000Z',
    });
  });

  it('cancels at the end of the period: the plan stays until the sweep passes the end', async () => {
    t.clock.set(at('2025-02-01T00:00:00Z'));
    const { user, api } = await freeArtist(t);
    await buy(api, 'artist');
    const stale = (await api.post('/v1/billing/checkout', { plan: 'pro' })).json();
    const canceled = await api.post('/v1/billing/subscription/cancel');
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json().subscription.scheduledChange).toEqual({
      plan: 'lite',
      effectiveAt: '2026-02-01T00:00:00.000Z',
    });
    // The open payment request was cancelled with it.
    expect((await api.get(`/v1/billing/checkouts/${stale.id}`)).json().status).toBe('canceled');
    const notice = mailsTo(user.email).at(-1)!;
    expect(notice.subject).toBe('Your Soundpost Artist plan is cancelled');
    expect(notice.text).toContain('You keep everything it includes until February 1, 2026;');
    await sweepSubscriptions(t.app.ctx);
    expect(await planAt(t.db, user.id, t.clock.now())).toBe('artist');

    t.clock.set(at('2026-02-03T00:00:00Z'));
    await sweepSubscriptions(t.app.ctx);
    expect(await planAt(t.db, user.id, at('2026-01-31T23:59:59Z'))).toBe('artist');
    expect(await planAt(t.db, user.id, at('2026-02-01T00:00:00Z'))).toBe('lite');
    const api2 = request(t.app, await signIn(t, user));
    const view = (await api2.get('/v1/billing/subscription')).json();
    expect(view).toMatchObject({ plan: 'lite', subscription: { status: 'ended' } });
    expect(view.invoices).toHaveLength(1);
    expect((await api2.post('/v1/billing/subscription/cancel')).json().code).toBe(
      'subscription_not_active',
    );
  });

  it('renews a sandbox year at the price in force at the new period, and downgrades at its end', async () => {
    t.clock.set(at('2025-03-01T00:00:00Z'));
    const { user, api } = await freeArtist(t);
    await buy(api, 'pro');
    const admin = await createUser(t, { role: 'admin' });
    const adminApi = request(t.app, await signIn(t, admin));
    await adminApi.put('/v1/admin/plans/artist/price', { amountMinor: 5999, currency: 'USD' });
    const down = await api.post('/v1/billing/subscription/downgrade', { plan: 'artist' });
    expect(down.json().subscription.scheduledChange.plan).toBe('artist');
    t.clock.set(at('2026-03-01T00:00:01Z'));
    await sweepSubscriptions(t.app.ctx);
    expect(await planAt(t.db, user.id, at('2026-03-01T00:00:00Z'))).toBe('artist');
    const view = (
      await request(t.app, await signIn(t, user)).get('/v1/billing/subscription')
    ).json();
    expect(view.subscription).toMatchObject({
      plan: 'artist',
      periodEnd: '2027-03-01T00:00:00.000Z',
      scheduledChange: null,
    });
    expect(view.invoices[0]).toMatchObject({ plan: 'artist', amountMinor: 5999 });
    // The renewal's receipt, after the purchase's; a second sweep renews nothing more.
    await sweepSubscriptions(t.app.ctx);
    expect(mailsTo(user.email).map((m) => m.subject)).toEqual([
      'Your Soundpost receipt: Pro (Advanced) plan, one year',
      'Your Soundpost receipt: Artist plan, one year',
    ]);
    expect(mailsTo(user.email)[1]!.text).toContain(
      '59.99 USD for: Artist plan, one year (March 1, 2026 to March 1, 2027)',
    );
  });

  it('sends a vendor-billed subscription to the device settings', async () => {
    const { user, api } = await freeArtist(t);
    await buy(api, 'artist');
    await t.db
      .update(billingSubscriptions)
      .set({ vendor: 'apple' })
      .where(eq(billingSubscriptions.userId, user.id));
    const res = await api.post('/v1/billing/subscription/cancel');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('subscription_billed_by_vendor');
    expect((await api.get('/v1/billing/subscription')).json().subscription.vendor).toBe('apple');
    expect((await api.post('/v1/billing/portal')).json().code).toBe('payment_portal_unavailable');
  });

  it('opens the sandbox portal for a subscriber only', async () => {
    const { api } = await freeArtist(t);
    expect((await api.post('/v1/billing/portal')).statusCode).toBe(409);
    await buy(api, 'artist');
    expect((await api.post('/v1/billing/portal')).json().url).toBe(
      `${t.config.appUrl}/account/subscription?portal=sandbox`,
    );
  });
});

describe('a flood', () => {
  it('of checkouts from one address is refused after 20 in 15 minutes, each closing the last', async () => {
    const { user, api } = await freeArtist(t);
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await api.post('/v1/billing/checkout', { plan: 'artist' }, ip)).statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
    const open = await t.db
      .select()
      .from(billingCheckouts)
      .where(eq(billingCheckouts.userId, user.id));
    expect(open.filter((c) => c.status === 'open')).toHaveLength(1);
  });
});

describe('admin refund', () => {
  it('refunds within 14 days, ends the plan and audits it; not later, not twice', async () => {
    t.clock.set(at('2025-05-01T00:00:00Z'));
    const { user, api } = await freeArtist(t);
    await buy(api, 'artist');
    const [invoice] = (await api.get('/v1/billing/subscription')).json().invoices;
    const route = `/v1/admin/billing/invoices/${invoice.id}/refund`;
    expect((await api.post(route)).statusCode).toBe(403);
    const admin = await createUser(t, { role: 'admin' });
    t.clock.set(at('2025-05-10T00:00:00Z'));
    const adminApi = request(t.app, await signIn(t, admin));
    const refunded = await adminApi.post(route);
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().refundedAt).toBe('2025-05-10T00:00:00.000Z');
    expect(await planAt(t.db, user.id, t.clock.now())).toBe('lite');
    expect((await adminApi.post(route)).json().code).toBe('invoice_refunded');
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.targetId, user.id));
    expect(entries.map((e) => e.action)).toEqual(['subscription_refunded']);

    const late = await freeArtist(t);
    await buy(late.api, 'artist');
    const [old] = (await late.api.get('/v1/billing/subscription')).json().invoices;
    t.clock.set(at('2025-05-24T00:00:01Z'));
    const tooLate = await request(t.app, await signIn(t, admin)).post(
      `/v1/admin/billing/invoices/${old.id}/refund`,
    );
    expect(tooLate.json().code).toBe('refund_window_passed');
    const missing = await request(t.app, await signIn(t, admin)).post(
      `/v1/admin/billing/invoices/${crypto.randomUUID()}/refund`,
    );
    expect(missing.statusCode).toBe(404);
  });

  it("lists a user's subscription and invoices for administrators only, with the refund window", async () => {
    t.clock.set(at('2025-06-01T12:00:00Z'));
    const { user, api } = await freeArtist(t);
    await buy(api, 'artist');
    const route = `/v1/admin/users/${user.id}/billing`;
    expect((await request(t.app).get(route)).statusCode).toBe(401);
    expect((await api.get(route)).statusCode).toBe(403);
    const admin = request(t.app, await signIn(t, await createUser(t, { role: 'admin' })));
    const res = await admin.get(route);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      plan: 'artist',
      provider: 'sandbox',
      subscription: { plan: 'artist', status: 'active', vendor: null, scheduledChange: null },
    });
    const [invoice] = res.json().invoices;
    expect(invoice).toMatchObject({
      paidAt: '2025-06-01T12:00:00.000Z',
      refundableUntil: '2025-06-15T12:00:00.000Z',
      refundedAt: null,
    });
    // The last moment of the window is still inside it.
    t.clock.set(at(invoice.refundableUntil));
    await admin.post(`/v1/admin/billing/invoices/${invoice.id}/refund`);
    expect((await admin.get(route)).json()).toMatchObject({
      plan: 'lite',
      subscription: { status: 'ended' },
      invoices: [{ id: invoice.id, refundedAt: '2025-06-15T12:00:00.000Z' }],
    });
    // A user without billing has none; an unknown id is a 404, a malformed one a 400.
    const free = await freeArtist(t);
    expect((await admin.get(`/v1/admin/users/${free.user.id}/billing`)).json()).toMatchObject({
      plan: 'lite',
      subscription: null,
      invoices: [],
    });
    expect((await admin.get(`/v1/admin/users/${crypto.randomUUID()}/billing`)).statusCode).toBe(
      404,
    );
    expect((await admin.get('/v1/admin/users/nobody/billing')).statusCode).toBe(400);
  });
});
