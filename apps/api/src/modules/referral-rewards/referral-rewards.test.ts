import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { days } from '../../lib/clock.ts';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { createUser, signIn } from '../../test/factories.ts';
import { freeArtist } from '../billing/test/billing-test-kit.ts';
import { findOpenPlanPeriod } from '../plans/index.ts';
import { grantReward } from './referral-rewards.ts';
import { sweepReferrals } from './referral-sweep.ts';
import { seedReferralTiers } from './referral-tiers.ts';
import { referralRewards, referralTiers } from './referral-rewards.table.ts';
import {
  codeOf,
  nextIp,
  qualify,
  referralOf,
  registerFrom,
} from '../referrals/test/referrals-test-kit.ts';

let t: TestApp;
let admin: ReturnType<typeof request>;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  adminId = (await createUser(t, { role: 'admin' })).id;
});
afterAll(() => t.close());
beforeEach(async () => {
  admin = request(t.app, await signIn(t, { id: adminId }));
  await t.db.delete(referralRewards);
  await t.db.delete(referralTiers);
  await seedReferralTiers(t.db);
});

/** A referrer and `n` accounts that signed up with their code, each from its own address. */
async function referrerWith(n: number) {
  const referrer = await createUser(t);
  const code = await codeOf(t, referrer.id);
  const referred = [];
  for (let i = 0; i < n; i++)
    referred.push(await registerFrom(t, nextIp(), { referred_by_user: code }));
  return { referrer, referred };
}
const overview = async (userId: string) =>
  (await request(t.app, await signIn(t, { id: userId })).get('/v1/referrals')).json();
const sweep = () => sweepReferrals(t.app.ctx);
const planOf = async (userId: string) => (await findOpenPlanPeriod(t.db, userId))?.planName;
const artistTier = async () =>
  (await t.db.select().from(referralTiers).where(eq(referralTiers.id, 'artist-month')))[0]!;

describe('counting', () => {
  it('counts a referred account only once it has verified its e-mail and published a release', async () => {
    const { referrer, referred } = await referrerWith(2);
    await qualify(t, referred[0]!.id);
    await sweep();
    expect(await referralOf(t, referred[0]!.id)).toMatchObject({ countedAt: expect.any(Date) });
    expect((await referralOf(t, referred[1]!.id))!.countedAt).toBeNull();
    expect(await overview(referrer.id)).toMatchObject({ signedUp: 2, counted: 1 });
    expect((await overview(referrer.id)).tiers[0]).toMatchObject({
      counted: 1,
      threshold: 3,
      status: 'in_progress',
    });
  });

  it('never counts an account that does not verify its e-mail, whatever it publishes', async () => {
    const { referrer, referred } = await referrerWith(1);
    await qualify(t, referred[0]!.id);
    await t.db.execute(`update users set email_verified_at = null where id = '${referred[0]!.id}'`);
    await sweep();
    expect((await overview(referrer.id)).counted).toBe(0);
  });

  it('never counts a banned account', async () => {
    const { referrer, referred } = await referrerWith(1);
    await qualify(t, referred[0]!.id);
    await t.db.execute(`update users set banned = true where id = '${referred[0]!.id}'`);
    await sweep();
    expect((await overview(referrer.id)).counted).toBe(0);
  });
});

describe('rewards', () => {
  it('three counted referrals give a month of Artist, once; the free plan comes back after it', async () => {
    const { referrer, referred } = await referrerWith(3);
    for (const r of referred) await qualify(t, r.id);
    await sweep();
    await sweep();
    expect(await planOf(referrer.id)).toBe('artist');
    const tiers = (await overview(referrer.id)).tiers;
    expect(tiers[0]).toMatchObject({
      id: 'artist-month',
      counted: 3,
      status: 'completed',
      rewardedAt: expect.any(String),
    });
    expect(tiers[1]).toMatchObject({ id: 'pro-month', counted: 3, status: 'in_progress' });
    const rows = await t.db
      .select()
      .from(referralRewards)
      .where(eq(referralRewards.userId, referrer.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'plan_period', plan: 'artist' });

    t.clock.advance(days(31));
    await sweep();
    expect(await planOf(referrer.id)).toBe('lite');
  });

  it('is granted exactly once when two grants race', async () => {
    const user = await createUser(t);
    const tier = await artistTier();
    const now = t.clock.now();
    const results = await Promise.all([
      grantReward(t.db, user.id, tier, now),
      grantReward(t.db, user.id, tier, now),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(
      await t.db.select().from(referralRewards).where(eq(referralRewards.userId, user.id)),
    ).toHaveLength(1);
    expect(await planOf(user.id)).toBe('artist');
  });

  it('leaves a plan bought during the free month alone when the month ends', async () => {
    const user = await createUser(t);
    await grantReward(t.db, user.id, await artistTier(), t.clock.now());
    const { changePlan } = await import('../plans/index.ts');
    t.clock.advance(days(2));
    await changePlan(t.db, user.id, 'pro', t.clock.now());
    t.clock.advance(days(40));
    await sweep();
    expect(await planOf(user.id)).toBe('pro');
  });

  it('a second reward during a free month follows it, raised to Pro, and both end together', async () => {
    const user = await createUser(t);
    const tiers = await t.db.select().from(referralTiers);
    const pro = tiers.find((tier) => tier.id === 'pro-month')!;
    const start = t.clock.now();
    await grantReward(t.db, user.id, await artistTier(), start);
    t.clock.advance(days(10));
    await grantReward(t.db, user.id, pro, t.clock.now());
    expect(await planOf(user.id)).toBe('pro');
    const rows = await t.db
      .select()
      .from(referralRewards)
      .where(eq(referralRewards.userId, user.id));
    const proRow = rows.find((row) => row.tierId === 'pro-month')!;
    expect(proRow.periodEndsAt!.getTime() - start.getTime()).toBe(days(60));
    t.clock.advance(days(45));
    await sweep();
    expect(await planOf(user.id)).toBe('pro');
    t.clock.advance(days(6));
    await sweep();
    expect(await planOf(user.id)).toBe('lite');
  });

  it('lengthens a paid sandbox subscription by the reward instead of changing the plan', async () => {
    const { user, api } = await freeArtist(t);
    const { id } = (await api.post('/v1/billing/checkout', { plan: 'artist' })).json();
    expect((await api.post(`/v1/billing/checkouts/${id}/confirm`)).statusCode).toBe(200);
    const periodEnd = async () =>
      new Date((await api.get('/v1/billing/subscription')).json().subscription.periodEnd);
    const before = await periodEnd();
    expect(await grantReward(t.db, user.id, await artistTier(), t.clock.now())).toBe(true);
    expect((await periodEnd()).getTime() - before.getTime()).toBe(days(30));
    expect(await planOf(user.id)).toBe('artist');
    const [row] = await t.db
      .select()
      .from(referralRewards)
      .where(eq(referralRewards.userId, user.id));
    expect(row!.kind).toBe('subscription_extended');
  });

  it('gives nothing more to a user an administrator put on a paid plan, but records the reward', async () => {
    const user = await createUser(t, { plan: 'pro' });
    expect(await grantReward(t.db, user.id, await artistTier(), t.clock.now())).toBe(true);
    expect(await planOf(user.id)).toBe('pro');
    const [row] = await t.db
      .select()
      .from(referralRewards)
      .where(eq(referralRewards.userId, user.id));
    expect(row!.kind).toBe('plan_held');
  });
});

describe('tiers are data', () => {
  it('an administrator changes a tier and the next sweep applies it', async () => {
    const { referrer, referred } = await referrerWith(1);
    await qualify(t, referred[0]!.id);
    const put = await admin.put('/v1/admin/referral-tiers/artist-month', {
      position: 1,
      threshold: 1,
      rewardPlan: 'artist',
      rewardDays: 14,
      active: true,
    });
    expect(put.statusCode).toBe(200);
    expect((await admin.get('/v1/admin/referral-tiers')).json().items[0]).toMatchObject({
      threshold: 1,
      rewardDays: 14,
    });
    await sweep();
    expect((await overview(referrer.id)).tiers[0]).toMatchObject({
      status: 'completed',
      rewardDays: 14,
    });
  });

  it('refuses a tier out of bounds', async () => {
    const put = await admin.put('/v1/admin/referral-tiers/Bad%20Id', {
      position: 1,
      threshold: 0,
      rewardPlan: 'lite',
      rewardDays: 0,
      active: true,
    });
    expect(put.statusCode).toBe(400);
  });
});
