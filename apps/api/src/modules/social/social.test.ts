import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testOrigin } from '../../test/app.ts';
import { oidcStates } from './social.table.ts';
import { sessions } from '../sessions/sessions.table.ts';
import { users } from '../users/users.table.ts';
import { subscriptions } from '../plans/subscriptions.table.ts';
import { startSocialTestApp, type SocialTestApp } from './test/social-test-kit.ts';
import { createUser } from '../../test/factories.ts';
import { codeOf, referralOf } from '../referrals/test/referrals-test-kit.ts';

let s: SocialTestApp;
beforeAll(async () => {
  s = await startSocialTestApp();
});
afterAll(() => s?.close());

describe('GET /v1/auth/:provider/authorize', () => {
  it('redirects to the provider with code + PKCE S256 and binds the state to the browser', async () => {
    const b = s.browser();
    const res = await b.get('/v1/auth/google/authorize?redirect=/releases?tab=live');
    const url = new URL(res.headers.location as string);
    expect(url.origin).toBe(s.op.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      redirect_uri: `${testOrigin}/auth/callback`,
      client_id: s.op.clients.google.clientId,
    });
    expect(url.searchParams.get('nonce')).toBeTruthy();
    const cookie = res.headers['set-cookie'] as string;
    expect(cookie).toMatch(
      /^sp_oidc=[\w-]{43}; Max-Age=600; Path=\/v1\/auth; HttpOnly; SameSite=Lax$/,
    );
    const [row] = await s.t.db
      .select()
      .from(oidcStates)
      .where(eq(oidcStates.state, url.searchParams.get('state')!));
    expect(row).toMatchObject({ provider: 'google', redirect: '/releases?tab=live' });
    expect(row!.browserHash).not.toBe(b.jar.sp_oidc);
  });

  it('asks Apple for a form_post with the name scope', async () => {
    const res = await s.browser().get('/v1/auth/apple/authorize');
    const url = new URL(res.headers.location as string);
    expect(url.searchParams.get('response_mode')).toBe('form_post');
    expect(url.searchParams.get('scope')).toBe('openid email name');
    expect(url.searchParams.get('redirect_uri')).toBe(`${testOrigin}/v1/auth/apple/callback`);
  });

  it('keeps no redirect that leaves the site', async () => {
    for (const redirect of ['https://evil.example', '//evil.example', '/\\evil.example']) {
      const res = await s
        .browser()
        .get(`/v1/auth/google/authorize?redirect=${encodeURIComponent(redirect)}`);
      const state = new URL(res.headers.location as string).searchParams.get('state')!;
      const [row] = await s.t.db.select().from(oidcStates).where(eq(oidcStates.state, state));
      expect(row!.redirect, redirect).toBe(null);
    }
    // A tab (browsers drop it: `/\t/evil.example` is `//evil.example`) is refused outright.
    const tab = await s
      .browser()
      .get(`/v1/auth/google/authorize?redirect=${encodeURIComponent('/\t/evil.example')}`);
    expect(tab.statusCode).toBe(400);
    expect(tab.json()).toMatchObject({ fields: { redirect: 'control_characters' } });
  });
});

describe('POST /v1/auth/google-login', () => {
  it("credits a real referral code and keeps the first visit's campaign with a new account", async () => {
    const referrer = await createUser(s.t);
    const code = await codeOf(s.t, referrer.id);
    const who = s.account({ email: 'ada.referred@example.com', name: 'Ada Referred' });
    const body = { referred_by_user: code, utm_source: 'podcast', utm_campaign: 'autumn' };
    expect((await s.signIn('google', who, { body })).statusCode).toBe(200);
    const user = (await s.findUser('ada.referred@example.com'))!;
    expect(user.signupUtm).toEqual({ source: 'podcast', campaign: 'autumn' });
    expect(await referralOf(s.t, user.id)).toMatchObject({
      referrerId: referrer.id,
      refusal: null,
    });
  });

  it('creates the account on the first sign-in and signs it in', async () => {
    const who = s.account({ email: 'Grace.Hopper@Example.com', name: 'Grace Hopper' });
    const res = await s.signIn('google', who, {
      body: { lang: 'es', referred_by_user: 'friend42' },
      query: '?redirect=/releases',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: {
        email: 'grace.hopper@example.com',
        name: 'Grace Hopper',
        username: 'grace.hopper',
        emailVerified: true,
      },
      redirect: '/releases',
    });
    expect(res.json().user.subscription).toEqual({ plan_name: 'lite' });
    expect(res.cookies.find((c) => c.name === 'sp_session')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });
    const user = (await s.findUser('grace.hopper@example.com'))!;
    expect(user).toMatchObject({
      googleSub: who.sub,
      appleSub: null,
      passwordHash: null,
      lang: 'es',
      referredByUser: 'friend42',
    });
    expect(
      await s.t.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)),
    ).toMatchObject([{ planName: 'lite' }]);
    expect(await s.t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(
      1,
    );
    expect(await s.activityOf(user.id)).toEqual(['signed_in_social', 'signed_up']);
  });

  it('signs the same person in to the same account the next time', async () => {
    const who = s.account();
    const first = await s.signIn('google', who);
    const second = await s.signIn('google', who);
    expect(second.statusCode).toBe(200);
    expect(second.json().user._id).toBe(first.json().user._id);
    expect(second.json().redirect).toBeNull();
    expect(await s.activityOf(first.json().user._id)).toEqual([
      'signed_in_social',
      'signed_in_social',
      'signed_up',
    ]);
  });

  it('gives a new account a free username when the e-mail name is taken', async () => {
    const a = await s.signIn('google', s.account({ email: 'sam@one.example' }));
    const b = await s.signIn(
      'google',
      s.account({ email: 'sam@two.example', email_verified: false }),
    );
    expect(a.json().user.username).toBe('sam');
    expect(b.json().user.username).toMatch(/^sam\d{4,5}$/);
    expect(b.json().user.emailVerified).toBe(false);
  });

  it('answers duplicated_email when a password account has the e-mail', async () => {
    const [existing] = await s.t.db
      .insert(users)
      .values({
        name: 'Pat',
        username: 'pat',
        email: 'pat@example.com',
        passwordHash: 'argon2-hash',
      })
      .returning();
    const res = await s.signIn('google', s.account({ email: 'PAT@example.com' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'duplicated_email',
      message: 'This email is already registered. Please try logging in instead.',
    });
    expect(res.cookies.find((c) => c.name === 'sp_session')).toBeUndefined();
    expect((await s.findUser('pat@example.com'))!.googleSub).toBeNull();
    expect(existing).toBeTruthy();
  });

  it('answers deactivated_account for a banned or frozen account', async () => {
    for (const block of [{ banned: true }, { freeze: true }]) {
      const who = s.account();
      const first = await s.signIn('google', who);
      await s.t.db.update(users).set(block).where(eq(users.id, first.json().user._id));
      const res = await s.signIn('google', who);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'deactivated_account',
        message: 'This account has been deactivated. Please contact support.',
      });
      expect(res.cookies.find((c) => c.name === 'sp_session')).toBeUndefined();
    }
  });
});
