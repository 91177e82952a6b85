import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { signIn } from '../../test/factories.ts';
import { planAt } from '../plans/plan-periods.ts';
import { freeArtist } from './test/billing-test-kit.ts';
import { sweepSubscriptions } from './billing-sweep.ts';
import { billingSubscriptions } from './billing.table.ts';

// Undoing a scheduled cancellation or downgrade with the sandbox provider (decision 029).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WORKERS: 'off' });
}, 60_000);
afterAll(() => t?.close());

const at = (iso: string) => new Date(iso);

async function buy(api: ReturnType<typeof request>, plan: 'artist' | 'pro') {
  const { id } = (await api.post('/v1/billing/checkout', { plan })).json();
  expect((await api.post(`/v1/billing/checkouts/${id}/confirm`)).json().status).toBe('paid');
}

/** Signed in again at the test clock's moment (a session a year old has expired). */
const as = async (user: Parameters<typeof signIn>[1]) => request(t.app, await signIn(t, user));

const keep = (api: ReturnType<typeof request>) => api.post('/v1/billing/subscription/keep');

describe('keeping the plan', () => {
  it('undoes a cancellation: the sweep renews, and the closed payment request stays closed', async () => {
    t.clock.set(at('2025-02-01T00:00:00Z'));
    const { user, ...first } = await freeArtist(t);
    let api = first.api;
    expect((await keep(api)).json().code).toBe('subscription_not_active');
    await buy(api, 'artist');
    const nothing = await keep(api);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().code).toBe('subscription_change_not_scheduled');

    const stale = (await api.post('/v1/billing/checkout', { plan: 'pro' })).json();
    await api.post('/v1/billing/subscription/cancel');
    t.clock.set(at('2025-12-01T00:00:00Z'));
    api = await as(user);
    const kept = await keep(api);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().subscription).toMatchObject({
      status: 'active',
      scheduledChange: null,
      periodEnd: '2026-02-01T00:00:00.000Z',
    });
    // Asked again: nothing is scheduled any more, nothing changes.
    const twice = await keep(api);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('subscription_change_not_scheduled');
    expect((await api.get(`/v1/billing/checkouts/${stale.id}`)).json().status).toBe('canceled');

    t.clock.set(at('2026-02-01T00:00:01Z'));
    await sweepSubscriptions(t.app.ctx);
    expect(await planAt(t.db, user.id, at('2026-02-01T00:00:00Z'))).toBe('artist');
    const [sub] = await t.db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.userId, user.id));
    expect(sub).toMatchObject({ status: 'active', plan: 'artist', scheduledPlan: null });
    expect(sub!.periodEnd).toEqual(at('2027-02-01T00:00:00Z'));
  });

  it('undoes a downgrade: Pro stays past the period end', async () => {
    t.clock.set(at('2025-03-01T00:00:00Z'));
    const { user, api } = await freeArtist(t);
    await buy(api, 'pro');
    await api.post('/v1/billing/subscription/downgrade', { plan: 'artist' });
    expect((await keep(api)).json().subscription.scheduledChange).toBeNull();
    t.clock.set(at('2026-03-02T00:00:00Z'));
    await sweepSubscriptions(t.app.ctx);
    expect(await planAt(t.db, user.id, t.clock.now())).toBe('pro');
    const view = (await (await as(user)).get('/v1/billing/subscription')).json();
    expect(view.invoices.map((i: { plan: string }) => i.plan)).toEqual(['pro', 'pro']);
  });

  it('is refused once the period has ended, even before the sweep has applied the change', async () => {
    t.clock.set(at('2025-04-01T00:00:00Z'));
    const { user, api } = await freeArtist(t);
    await buy(api, 'artist');
    await api.post('/v1/billing/subscription/cancel');
    t.clock.set(at('2026-04-01T00:00:00Z'));
    const late = await keep(await as(user));
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('subscription_period_ended');
    await sweepSubscriptions(t.app.ctx);
    expect(await planAt(t.db, user.id, t.clock.now())).toBe('lite');
  });

  it('needs a signed-in owner and is not for a vendor-billed subscription', async () => {
    const anonymous = await request(t.app).post('/v1/billing/subscription/keep');
    expect(anonymous.statusCode).toBe(401);
    const { user, api } = await freeArtist(t);
    await buy(api, 'artist');
    await api.post('/v1/billing/subscription/cancel');
    await t.db
      .update(billingSubscriptions)
      .set({ vendor: 'google' })
      .where(eq(billingSubscriptions.userId, user.id));
    expect((await keep(api)).json().code).toBe('subscription_billed_by_vendor');
  });
});
