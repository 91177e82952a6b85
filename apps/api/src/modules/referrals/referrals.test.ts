import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referralCodeLength } from '@soundpost/contracts/referrals';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { createUser, signIn, uniqueId } from '../../test/factories.ts';
import { users } from '../users/users.table.ts';
import { sourceCap } from './attribute-referral.ts';
import { seedReferralTiers } from '../referral-rewards/referral-tiers.ts';
import { actFrom, codeOf, nextIp, referralOf, registerFrom } from './test/referrals-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedReferralTiers(t.db);
});
afterAll(() => t.close());

describe('referral codes and links', () => {
  it('gives each user one short code and a link to the app with ?ref=, the same on every look', async () => {
    const user = await createUser(t);
    const api = request(t.app, await signIn(t, user));
    const first = (await api.get('/v1/referrals')).json();
    expect(first.code).toMatch(new RegExp(`^[a-z2-9]{${referralCodeLength}}$`));
    expect(first.link).toBe(`${t.config.appUrl}/?ref=${first.code}`);
    expect((await api.get('/v1/referrals')).json().code).toBe(first.code);
    expect(await codeOf(t, (await createUser(t)).id)).not.toBe(first.code);
  });

  it('shows the default tiers in progress, none counted', async () => {
    const user = await createUser(t);
    const body = (await request(t.app, await signIn(t, user)).get('/v1/referrals')).json();
    expect(body).toMatchObject({ signedUp: 0, counted: 0 });
    expect(body.tiers).toEqual([
      expect.objectContaining({
        id: 'artist-month',
        threshold: 3,
        counted: 0,
        rewardPlan: 'artist',
        status: 'in_progress',
        rewardedAt: null,
      }),
      expect.objectContaining({
        id: 'pro-month',
        threshold: 10,
        counted: 0,
        rewardPlan: 'pro',
        status: 'in_progress',
      }),
    ]);
  });

  it('needs a session', async () => {
    expect((await request(t.app).get('/v1/referrals')).statusCode).toBe(401);
  });
});

describe('attribution at sign-up', () => {
  it('credits the code owner and records the code and the campaign with the account', async () => {
    const referrer = await createUser(t);
    const code = await codeOf(t, referrer.id);
    const utm = { utm_source: 'newsletter', utm_medium: 'mail', utm_campaign: 'spring' };
    const referred = await registerFrom(t, nextIp(), {
      referred_by_user: code.toUpperCase(),
      ...utm,
    });
    expect(await referralOf(t, referred.id)).toMatchObject({
      referrerId: referrer.id,
      refusal: null,
      countedAt: null,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, referred.id));
    expect(row!.referredByUser).toBe(code.toUpperCase());
    expect(row!.signupUtm).toEqual({ source: 'newsletter', medium: 'mail', campaign: 'spring' });
    const mine = (await request(t.app, await signIn(t, referrer)).get('/v1/referrals')).json();
    expect(mine).toMatchObject({ signedUp: 1, counted: 0 });
  });

  it('ignores an unknown or forged code: the sign-up still works and nobody is credited', async () => {
    for (const forged of ['zzzzzzzzzz', 'not a code', "x' or 1=1 --"]) {
      const referred = await registerFrom(t, nextIp(), { referred_by_user: forged });
      expect(await referralOf(t, referred.id)).toBeUndefined();
    }
  });

  it('refuses self-referral: a second account from an address the referrer signed in from', async () => {
    const referrer = await createUser(t);
    const code = await codeOf(t, referrer.id);
    const ip = nextIp();
    await actFrom(t, referrer.id, ip);
    const second = await registerFrom(t, ip, { referred_by_user: code });
    expect(await referralOf(t, second.id)).toMatchObject({ refusal: 'self_referral' });
    const mine = (await request(t.app, await signIn(t, referrer)).get('/v1/referrals')).json();
    expect(mine.signedUp).toBe(0);
  });

  it("refuses self-referral: a second account on the referrer's own mailbox, spelt otherwise", async () => {
    const id = uniqueId();
    const referrer = await createUser(t, { email: `nova.${id}@gmail.com` });
    const code = await codeOf(t, referrer.id);
    const second = await registerFrom(t, nextIp(), {
      referred_by_user: code,
      email: `Nova${id}+second@googlemail.com`,
    });
    expect(await referralOf(t, second.id)).toMatchObject({ refusal: 'self_referral' });
  });

  it(`counts at most ${sourceCap} sign-ups from one address a day; the next day counts again`, async () => {
    const referrer = await createUser(t);
    const code = await codeOf(t, referrer.id);
    const ip = nextIp();
    const flood = [];
    for (let i = 0; i < sourceCap + 2; i++)
      flood.push(await registerFrom(t, ip, { referred_by_user: code }));
    const refusals = await Promise.all(
      flood.map(async (u) => (await referralOf(t, u.id))!.refusal),
    );
    expect(refusals).toEqual([...Array(sourceCap).fill(null), 'source_cap', 'source_cap']);
    t.clock.advance(25 * 3_600_000);
    const later = await registerFrom(t, ip, { referred_by_user: code });
    expect((await referralOf(t, later.id))!.refusal).toBeNull();
  });

  it('holds the cap when a flood arrives at once', async () => {
    const referrer = await createUser(t);
    const code = await codeOf(t, referrer.id);
    const ip = nextIp();
    const flood = await Promise.all(
      Array.from({ length: sourceCap + 3 }, () => registerFrom(t, ip, { referred_by_user: code })),
    );
    const rows = await Promise.all(flood.map((u) => referralOf(t, u.id)));
    expect(rows.filter((r) => r!.refusal === null)).toHaveLength(sourceCap);
  });
});

describe('another user', () => {
  it('never sees your code or referrals: GET /v1/referrals answers for the signed-in user only', async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const codeA = await codeOf(t, a.id);
    await registerFrom(t, nextIp(), { referred_by_user: codeA });
    const asB = (
      await request(t.app, await signIn(t, b)).get(`/v1/referrals?userId=${a.id}`)
    ).json();
    expect(asB.code).not.toBe(codeA);
    expect(asB.signedUp).toBe(0);
  });

  it('cannot change the tiers unless an administrator', async () => {
    const user = await createUser(t);
    const api = request(t.app, await signIn(t, user));
    expect((await api.get('/v1/admin/referral-tiers')).statusCode).toBe(403);
    const put = await api.put('/v1/admin/referral-tiers/artist-month', {
      position: 1,
      threshold: 1,
      rewardPlan: 'pro',
      rewardDays: 366,
      active: true,
    });
    expect(put.statusCode).toBe(403);
  });
});
