import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { createUser, signIn, uniqueId, type TestUser } from '../../test/factories.ts';
import { days, minutes } from '../../lib/clock.ts';
import {
  header,
  importReport,
  line,
  releaseWithTrack,
} from '../royalties/test/royalty-test-kit.ts';
import { sendPayout } from './payout-job.ts';
import { sweepPayouts } from './payout-sweep.ts';
import { fundedArtist, withdraw } from './test/payout-test-kit.ts';

let t: TestApp;
let adminUser: TestUser;
beforeAll(async () => {
  t = await createTestApp({ WORKERS: 'off' });
  adminUser = await createUser(t, { role: 'admin' });
});
afterAll(() => t.close());

const summary = async (cookie: string) =>
  (await request(t.app, cookie).get('/v1/royalties/summary')).json();

/** Every ledger transaction's postings sum to zero. */
async function unbalancedTransactions() {
  const { rows } = await t.database.executeSql(
    'select transaction_id from ledger_postings group by transaction_id having sum(amount) <> 0',
  );
  return rows.length;
}

describe('payout account', () => {
  it('goes from not configured to configured, in the sandbox', async () => {
    const cookie = await signIn(t, await createUser(t));
    const before = await request(t.app, cookie).get('/v1/account/payout');
    expect(before.json()).toMatchObject({
      status: 'not_configured',
      method: null,
      sandbox: true,
      methods: ['paypal', 'stripe'],
      minimumWithdrawal: '50.00000000',
    });
    const res = await request(t.app, cookie).put('/v1/account/payout', {
      method: 'stripe',
      email: 'Me@Example.test',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'configured',
      method: 'stripe',
      email: 'me@example.test',
    });
  });

  it('answers the provider error and keeps the account as it was', async () => {
    const cookie = await signIn(t, await createUser(t));
    await request(t.app, cookie).put('/v1/account/payout', {
      method: 'paypal',
      email: 'a@example.test',
    });
    const res = await request(t.app, cookie).put('/v1/account/payout', {
      method: 'paypal',
      email: 'a@refused.example',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'payout_provider_error',
      params: { reason: expect.any(String) },
    });
    const now = await request(t.app, cookie).get('/v1/account/payout');
    expect(now.json().email).toBe('a@example.test');
  });

  it('refuses an account whose e-mail address is not verified (403), and keeps it not configured', async () => {
    const cookie = await signIn(t, await createUser(t, { verified: false }));
    const res = await request(t.app, cookie).put('/v1/account/payout', {
      method: 'paypal',
      email: 'unverified@example.test',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('payout_email_unverified');
    const after = await request(t.app, cookie).get('/v1/account/payout');
    expect(after.json()).toMatchObject({ status: 'not_configured', method: null });
  });

  it('refuses a bad e-mail (400) and anonymous callers (401)', async () => {
    const cookie = await signIn(t, await createUser(t));
    const bad = await request(t.app, cookie).put('/v1/account/payout', {
      method: 'paypal',
      email: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ email: 'email' });
    expect((await request(t.app).get('/v1/account/payout')).statusCode).toBe(401);
  });
});

describe('withdrawals', () => {
  it('pays once per Idempotency-Key, and refuses the key with another body', async () => {
    const { cookie } = await fundedArtist(t, adminUser, '200');
    const key = uniqueId();
    const first = await withdraw(t, cookie, '60', key);
    expect(first.statusCode).toBe(201);
    const again = await withdraw(t, cookie, '60.00', key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    const other = await withdraw(t, cookie, '61', key);
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency_key_reused');
    const list = await request(t.app, cookie).get('/v1/royalties/withdrawals');
    expect(list.json().items).toHaveLength(1);
    // Being sent: taken from the balance, but not paid yet.
    expect(await summary(cookie)).toMatchObject({
      available: '110.00000000',
      paid: '0.00000000',
      inFlight: '60.00000000',
    });
    const missing = await request(t.app, cookie).post('/v1/royalties/withdrawals', {
      amount: '60',
    });
    expect(missing.json().code).toBe('idempotency_key_required');
  });

  it('refuses under the minimum (from the settings), over the available balance, without a payout account', async () => {
    const { cookie } = await fundedArtist(t, adminUser, '100');
    const admin = await signIn(t, adminUser);
    const setting = await request(t.app, admin).patch('/v1/admin/settings', {
      payoutMinimumUsd: 20,
    });
    expect(setting.json().payoutMinimumUsd).toBe(20);
    const low = await withdraw(t, cookie, '19.99');
    expect(low.statusCode).toBe(422);
    expect(low.json()).toMatchObject({
      code: 'withdrawal_below_minimum',
      params: { minimum: '20.00' },
    });
    const high = await withdraw(t, cookie, '85.01');
    expect(high.json()).toMatchObject({
      code: 'withdrawal_insufficient_balance',
      params: { available: '85.00' },
    });
    expect((await withdraw(t, cookie, '85')).statusCode).toBe(201);
    await request(t.app, admin).patch('/v1/admin/settings', { payoutMinimumUsd: 50 });
    const stranger = await signIn(t, await createUser(t));
    const none = await withdraw(t, stranger, '60');
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('payout_not_configured');
  });

  it('counts only credits past the payout wait as available', async () => {
    const { cookie } = await fundedArtist(t, adminUser, '100');
    const user = await createUser(t);
    const fresh = await signIn(t, user);
    await request(t.app, fresh).put('/v1/account/payout', {
      method: 'paypal',
      email: 'f@example.test',
    });
    expect((await withdraw(t, fresh, '50')).json().code).toBe('withdrawal_insufficient_balance');
    expect((await withdraw(t, cookie, '50')).statusCode).toBe(201);
  });

  it('tells when each pending credit becomes available', async () => {
    const user = await createUser(t);
    const { isrc } = await releaseWithTrack(t, user.id);
    const report = [
      header,
      line({ upc: uniqueId(), earnings: '0' }),
      line({ isrc, earnings: '100' }),
    ];
    const postedAt = t.clock.now().getTime();
    expect((await importReport(t, await signIn(t, adminUser), report.join('\n'))).statusCode).toBe(
      201,
    );
    const cookie = await signIn(t, user);
    expect(await summary(cookie)).toMatchObject({
      available: '0.00000000',
      pending: '85.00000000',
      payoutWaitDays: 90,
      upcoming: [
        { availableAt: new Date(postedAt + days(90)).toISOString(), amount: '85.00000000' },
      ],
    });
    t.clock.advance(days(91));
    expect(await summary(await signIn(t, user))).toMatchObject({
      available: '85.00000000',
      upcoming: [],
    });
  });

  it('the sandbox pays it; a failed payout gives the money back with the reason', async () => {
    const paid = await fundedArtist(t, adminUser, '100');
    const ok = (await withdraw(t, paid.cookie, '80')).json();
    expect(ok.status).toBe('sending');
    await sendPayout(t.app.ctx, ok.id);
    const [mine] = (await request(t.app, paid.cookie).get('/v1/royalties/withdrawals')).json()
      .items;
    expect(mine).toMatchObject({ id: ok.id, status: 'paid', reason: null });
    expect(await summary(paid.cookie)).toMatchObject({
      balance: '5.00000000',
      paid: '80.00000000',
      inFlight: '0.00000000',
    });

    const failing = await fundedArtist(t, adminUser, '100', `f-${uniqueId()}@fails.example`);
    const w = (await withdraw(t, failing.cookie, '80')).json();
    await sendPayout(t.app.ctx, w.id);
    const [failed] = (await request(t.app, failing.cookie).get('/v1/royalties/withdrawals')).json()
      .items;
    expect(failed).toMatchObject({
      status: 'failed',
      reason: expect.stringContaining('fails.example'),
    });
    expect(await summary(failing.cookie)).toMatchObject({
      balance: '85.00000000',
      available: '85.00000000',
      paid: '0.00000000',
    });
    // The withdrawal's transaction stays; a second one reverses it.
    const { rows } = await t.database.executeSql(
      `select t.kind from withdrawals w join ledger_transactions t
         on t.id in (w.transaction_id, w.settled_transaction_id) where w.id = $1 order by t.kind`,
      [w.id],
    );
    expect(rows).toEqual([{ kind: 'withdrawal' }, { kind: 'withdrawal_returned' }]);
    expect(await unbalancedTransactions()).toBe(0);
  });

  it('with manual approval, the sandbox waits for an administrator to approve or reject', async () => {
    const on = await request(t.app, await signIn(t, adminUser)).patch('/v1/admin/settings', {
      payoutManualApproval: true,
    });
    expect(on.json().payoutManualApproval).toBe(true);
    try {
      const artist = await fundedArtist(t, adminUser, '100');
      const admin = await signIn(t, adminUser); // the clock moved on past the first session
      const first = (await withdraw(t, artist.cookie, '50')).json();
      expect(first.status).toBe('requested');
      const rejected = await request(t.app, admin).post(
        `/v1/admin/withdrawals/${first.id}/reject`,
        { reason: 'Name does not match the account' },
      );
      expect(rejected.json()).toMatchObject({ status: 'rejected' });
      expect(await summary(artist.cookie)).toMatchObject({ balance: '85.00000000' });

      t.clock.advance(1000); // the history lists newest first
      const second = (await withdraw(t, artist.cookie, '60')).json();
      expect(second.status).toBe('requested');
      const approved = await request(t.app, admin).post(
        `/v1/admin/withdrawals/${second.id}/approve`,
      );
      expect(approved.json()).toMatchObject({ status: 'sending' });
      await sendPayout(t.app.ctx, second.id);
      const items = (await request(t.app, artist.cookie).get('/v1/royalties/withdrawals')).json()
        .items;
      expect(items).toMatchObject([
        { id: second.id, status: 'paid' },
        { id: first.id, status: 'rejected', reason: 'Name does not match the account' },
      ]);
      expect(await summary(artist.cookie)).toMatchObject({
        balance: '25.00000000',
        paid: '60.00000000',
      });
      expect(await unbalancedTransactions()).toBe(0);
    } finally {
      const off = { payoutManualApproval: false };
      await request(t.app, await signIn(t, adminUser)).patch('/v1/admin/settings', off);
    }
  });

  it('keeps each artist to their own withdrawals and the queue to administrators', async () => {
    const { cookie } = await fundedArtist(t, adminUser, '100');
    const w = (await withdraw(t, cookie, '60')).json();
    const admin = await signIn(t, adminUser);
    const other = await signIn(t, await createUser(t));
    const theirs = await request(t.app, other).get('/v1/royalties/withdrawals');
    expect(theirs.json().items).toEqual([]);
    expect((await request(t.app, other).get('/v1/admin/withdrawals')).statusCode).toBe(403);
    expect((await request(t.app).get('/v1/admin/withdrawals')).statusCode).toBe(401);
    const approve = await request(t.app, other).post(`/v1/admin/withdrawals/${w.id}/approve`);
    expect(approve.statusCode).toBe(403);
    const list = await request(t.app, admin).get('/v1/admin/withdrawals?status=sending');
    expect(list.json().items.map((i: { id: string }) => i.id)).toContain(w.id);
    const unknown = await request(t.app, admin).post(
      `/v1/admin/withdrawals/${crypto.randomUUID()}/approve`,
    );
    expect(unknown.statusCode).toBe(404);
    expect(await unbalancedTransactions()).toBe(0);
  });
});

describe('lost payout jobs', () => {
  const jobsOf = async (withdrawalId: string) =>
    (
      await t.database.executeSql(
        `select state from pgboss.job where name = 'payouts.send' and data->>'withdrawalId' = $1`,
        [withdrawalId],
      )
    ).rows.map((r) => (r as { state: string }).state);
  const loseJobs = (withdrawalId: string) =>
    t.database.executeSql(
      `delete from pgboss.job where name = 'payouts.send' and data->>'withdrawalId' = $1`,
      [withdrawalId],
    );

  it('a replay, or the sweep, queues again the job of a sending withdrawal that has none', async () => {
    const { cookie } = await fundedArtist(t, adminUser, '200');
    const key = uniqueId();
    const w = (await withdraw(t, cookie, '60', key)).json();
    expect(await jobsOf(w.id)).toEqual(['created']);
    await loseJobs(w.id);
    expect((await withdraw(t, cookie, '60', key)).statusCode).toBe(201);
    expect(await jobsOf(w.id)).toEqual(['created']);
    // While one is pending, a replay queues no second.
    await withdraw(t, cookie, '60', key);
    expect(await jobsOf(w.id)).toEqual(['created']);

    const lost = (await withdraw(t, cookie, '60')).json();
    await loseJobs(lost.id);
    expect(await sweepPayouts(t.app.ctx)).toBe(0); // still young: on its normal path
    t.clock.advance(minutes(11));
    expect(await sweepPayouts(t.app.ctx)).toBe(1);
    expect(await jobsOf(lost.id)).toEqual(['created']);
    expect(await sweepPayouts(t.app.ctx)).toBe(0);
    await sendPayout(t.app.ctx, lost.id);
    const items = (await request(t.app, cookie).get('/v1/royalties/withdrawals')).json().items;
    expect(items.find((i: { id: string }) => i.id === lost.id).status).toBe('paid');
  });
});
