import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { createUser, signIn, type TestUser } from '../../test/factories.ts';
import { startPaypalStandIn, startStripeStandIn } from '../../test/payout-stand-ins.ts';
import { sendPayout } from './payout-job.ts';
import { fundedArtist, withdraw } from './test/payout-test-kit.ts';

// PayPal Payouts and Stripe Connect configured, both answered by local stand-ins.
let t: TestApp;
let adminUser: TestUser;
let paypal: Awaited<ReturnType<typeof startPaypalStandIn>>;
let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
beforeAll(async () => {
  paypal = await startPaypalStandIn({ clientId: 'client', clientSecret: 'secret' });
  stripe = await startStripeStandIn({ secretKey: 'sk_test_standin', balance: 10_000 });
  t = await createTestApp({
    WORKERS: 'off',
    PAYPAL_CLIENT_ID: 'client',
    PAYPAL_CLIENT_SECRET: 'secret',
    PAYPAL_API_URL: paypal.url,
    STRIPE_SECRET_KEY: 'sk_test_standin',
    STRIPE_API_URL: stripe.url,
  });
  adminUser = await createUser(t, { role: 'admin' });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await paypal?.close();
  await stripe?.close();
});

const mine = async (cookie: string) =>
  (await request(t.app, cookie).get('/v1/royalties/withdrawals')).json().items[0];

it('waits for an administrator, then pays through PayPal once PayPal says SUCCESS', async () => {
  const { cookie } = await fundedArtist(t, adminUser, '100');
  const account = await request(t.app, cookie).get('/v1/account/payout');
  expect(account.json()).toMatchObject({ sandbox: false, methods: ['paypal', 'stripe'] });
  const w = (await withdraw(t, cookie, '60.50')).json();
  expect(w.status).toBe('requested');
  await sendPayout(t.app.ctx, w.id);
  expect(paypal.batches.size).toBe(0);

  const admin = await signIn(t, adminUser);
  const approved = await request(t.app, admin).post(`/v1/admin/withdrawals/${w.id}/approve`);
  expect(approved.json().status).toBe('sending');
  await sendPayout(t.app.ctx, w.id);
  // Sent twice (a retried job): PayPal replays its answer for the same PayPal-Request-Id.
  await sendPayout(t.app.ctx, w.id);
  expect([...paypal.batches.values()]).toEqual([
    expect.objectContaining({ status: 'PENDING', value: '60.50' }),
  ]);
  expect((await mine(cookie)).status).toBe('sending');
  paypal.settle('BATCH1', 'SUCCESS');
  await sendPayout(t.app.ctx, w.id);
  expect(await mine(cookie)).toMatchObject({ status: 'paid', amount: '60.50000000' });
  const again = await request(t.app, admin).post(`/v1/admin/withdrawals/${w.id}/approve`);
  expect(again.json().code).toBe('withdrawal_not_pending');
});

it('returns the money when PayPal fails the payout or an administrator rejects it', async () => {
  const { cookie } = await fundedArtist(t, adminUser, '200');
  const admin = await signIn(t, adminUser);
  const failing = (await withdraw(t, cookie, '100')).json();
  await request(t.app, admin).post(`/v1/admin/withdrawals/${failing.id}/approve`);
  await sendPayout(t.app.ctx, failing.id);
  paypal.settle(`BATCH${paypal.batches.size}`, 'FAILED');
  await sendPayout(t.app.ctx, failing.id);
  expect(await mine(cookie)).toMatchObject({
    status: 'failed',
    reason: 'Receiver is unregistered',
  });

  const refused = (await withdraw(t, cookie, '100')).json();
  const rejected = await request(t.app, admin).post(`/v1/admin/withdrawals/${refused.id}/reject`, {
    reason: 'Payout details need checking',
  });
  expect(rejected.json()).toMatchObject({
    status: 'rejected',
    reason: 'Payout details need checking',
  });
  const summary = (await request(t.app, cookie).get('/v1/royalties/summary')).json();
  expect(summary).toMatchObject({ available: '170.00000000', paid: '0.00000000' });
});

it('connects a Stripe account, transfers to it, and shows Stripe refusals', async () => {
  const { cookie } = await fundedArtist(t, adminUser, '200');
  const declined = await request(t.app, cookie).put('/v1/account/payout', {
    method: 'stripe',
    email: 'someone@declined.example',
  });
  expect(declined.json()).toMatchObject({
    code: 'payout_provider_error',
    params: { reason: 'Invalid email address' },
  });
  const set = await request(t.app, cookie).put('/v1/account/payout', {
    method: 'stripe',
    email: 'artist@example.test',
  });
  expect(set.json()).toMatchObject({ status: 'configured', method: 'stripe' });
  const admin = await signIn(t, adminUser);
  const paid = (await withdraw(t, cookie, '70')).json();
  await request(t.app, admin).post(`/v1/admin/withdrawals/${paid.id}/approve`);
  await sendPayout(t.app.ctx, paid.id);
  expect(await mine(cookie)).toMatchObject({ status: 'paid', method: 'stripe' });
  expect(stripe.transfers).toEqual([expect.objectContaining({ amount: 7000 })]);

  // The platform's Stripe balance ($100) cannot cover the next $90 transfer after $70.
  t.clock.advance(60_000);
  const short = (await withdraw(t, cookie, '90')).json();
  await request(t.app, admin).post(`/v1/admin/withdrawals/${short.id}/approve`);
  await sendPayout(t.app.ctx, short.id);
  expect(await mine(cookie)).toMatchObject({
    status: 'failed',
    reason: 'Insufficient funds in Stripe account',
  });
});
