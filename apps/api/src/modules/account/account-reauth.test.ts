import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minutes } from '../../lib/clock.ts';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { captureMail, createUser, signIn, totp, type TestUser } from '../../test/factories.ts';
import { openTotpSecret } from '../auth/totp-secrets.ts';
import { users } from '../users/users.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  captureMail(t);
});
afterAll(() => t.close());

type Proof = { currentPassword?: string; currentCode?: string };
type Case = {
  route: string;
  /** Two-factor state the route needs before it is called. */
  twofactor?: 'on' | 'set-up';
  body: (user: TestUser, cookie: string) => Promise<object>;
};

/** A code of the secret that the setup step stored (sealed) for `user`. */
async function codeOfStoredSecret(user: TestUser, steps = 0) {
  const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
  const secret = openTotpSecret(t.config, row!.twofactorSecret!);
  return generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) + steps * 30 });
}

// Every credential change of attack 3, with what it needs besides the proof.
const cases: Case[] = [
  { route: '/v1/account/email', body: async (u) => ({ email: `new_${u.username}@example.test` }) },
  {
    route: '/v1/account/password',
    body: async () => ({ password: 'Changed-pass-7#', confirm: 'Changed-pass-7#' }),
  },
  { route: '/v1/account/twofactor/setup', body: async () => ({}) },
  {
    route: '/v1/account/twofactor/enable',
    twofactor: 'set-up',
    body: async (u) => ({ code: await codeOfStoredSecret(u) }),
  },
  {
    route: '/v1/account/twofactor/recovery-codes',
    twofactor: 'on',
    body: async () => ({}),
  },
];

async function prepare(c: Case) {
  const user = await createUser(t, { twofactor: c.twofactor === 'on' });
  const cookie = await signIn(t, user);
  if (c.twofactor === 'set-up') {
    const setup = await request(t.app, cookie).post('/v1/account/twofactor/setup', {
      currentPassword: user.password,
    });
    expect(setup.statusCode).toBe(200);
  }
  return { user, cookie };
}

describe.each(cases)('POST $route needs the current password', (c) => {
  const call = async (cookie: string, user: TestUser, proof: Proof) =>
    request(t.app, cookie).post(c.route, { ...(await c.body(user, cookie)), ...proof });

  it('refuses it without the password', async () => {
    const { user, cookie } = await prepare(c);
    const res = await call(cookie, user, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'current_password_required',
      message: 'Enter your current password to make this change',
      fields: { currentPassword: 'current_password_required' },
    });
  });

  it('refuses it with a wrong password', async () => {
    const { user, cookie } = await prepare(c);
    const res = await call(cookie, user, { currentPassword: 'Not-the-one-1!' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'wrong_current_password',
      fields: { currentPassword: 'wrong_current_password' },
    });
  });

  it('does it with the right password', async () => {
    const { user, cookie } = await prepare(c);
    const res = await call(cookie, user, { currentPassword: user.password! });
    expect(res.statusCode).toBe(200);
  });
});

describe('POST /v1/account/twofactor/disable', () => {
  it('needs the password and a current code', async () => {
    const user = await createUser(t, { twofactor: true });
    const cookie = await signIn(t, user);
    const code = await totp(t, user.totpSecret!);
    const without = await request(t.app, cookie).post('/v1/account/twofactor/disable', { code });
    expect(without.json().code).toBe('current_password_required');
    const wrong = await request(t.app, cookie).post('/v1/account/twofactor/disable', {
      code,
      currentPassword: 'Not-the-one-1!',
    });
    expect(wrong.json().code).toBe('wrong_current_password');
    const right = await request(t.app, cookie).post('/v1/account/twofactor/disable', {
      code,
      currentPassword: user.password,
    });
    expect(right.json()).toEqual({ ok: true });
  });
});

describe('wrong current passwords', () => {
  it('count across every form: the sixth try answers 429, even with the right one', async () => {
    const user = await createUser(t);
    const cookie = await signIn(t, user);
    const wrong = { currentPassword: 'Not-the-one-1!' };
    const tries = [
      request(t.app, cookie).post('/v1/account/email', { email: 'x@example.test', ...wrong }),
      request(t.app, cookie).post('/v1/account/twofactor/setup', wrong),
      request(t.app, cookie).post('/v1/account/password', {
        password: 'Changed-pass-7#',
        confirm: 'Changed-pass-7#',
        ...wrong,
      }),
      request(t.app, cookie).post('/v1/account/twofactor/setup', wrong),
      request(t.app, cookie).post('/v1/account/email', { email: 'y@example.test', ...wrong }),
    ];
    for (const attempt of tries) expect((await attempt).statusCode).toBe(400);
    const limited = await request(t.app, cookie).post('/v1/account/twofactor/setup', {
      currentPassword: user.password,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(minutes(15) + 1000);
    const later = await request(t.app, cookie).post('/v1/account/twofactor/setup', {
      currentPassword: user.password,
    });
    expect(later.statusCode).toBe(200);
  });

  it('are taken atomically: 30 concurrent wrong passwords check at most 5 of them', async () => {
    const user = await createUser(t);
    const cookie = await signIn(t, user);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        request(t.app, cookie).post('/v1/account/twofactor/setup', {
          currentPassword: 'Not-the-one-1!',
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
  });
});

describe('an account without a password', () => {
  it('with two-factor on proves itself with a current code', async () => {
    const user = await createUser(t, { password: null, twofactor: true });
    const cookie = await signIn(t, user);
    const email = `code_${user.username}@example.test`;
    const without = await request(t.app, cookie).post('/v1/account/email', { email });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({
      code: 'twofactor_required',
      fields: { currentCode: 'twofactor_required' },
    });
    const wrong = await request(t.app, cookie).post('/v1/account/email', {
      email,
      currentCode: '000000',
    });
    expect(wrong.json()).toMatchObject({
      code: 'invalid_twofactor_code',
      fields: { currentCode: 'invalid_twofactor_code' },
    });
    const right = await request(t.app, cookie).post('/v1/account/email', {
      email,
      currentCode: await totp(t, user.totpSecret!),
    });
    expect(right.statusCode).toBe(200);
    expect(right.json().pendingEmail).toBe(email);
  });

  it('with neither needs a sign-in of the last 10 minutes', async () => {
    const user = await createUser(t, { password: null });
    const fresh = await signIn(t, user);
    const body = { password: 'First-pass-3$', confirm: 'First-pass-3$' };
    t.clock.advance(minutes(10) + 1000);
    const stale = await request(t.app, fresh).post('/v1/account/password', body);
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({
      code: 'recent_sign_in_required',
      message: 'For your security, sign in again to make this change',
    });
    const again = await signIn(t, user);
    const res = await request(t.app, again).post('/v1/account/password', body);
    expect(res.statusCode).toBe(200);
    // From now on the password is the proof.
    const setup = await request(t.app, again).post('/v1/account/twofactor/setup', {});
    expect(setup.json().code).toBe('current_password_required');
  });
});

describe('an administrator acting as the user', () => {
  it('cannot make credential changes even with the password', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const user = await createUser(t);
    const cookie = await signIn(t, user, { impersonatorId: admin.id });
    for (const [route, body] of [
      ['/v1/account/email', { email: 'imp@example.test' }],
      ['/v1/account/twofactor/setup', {}],
    ] as const) {
      const res = await request(t.app, cookie).post(route, {
        ...body,
        currentPassword: user.password,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('not_allowed_while_impersonating');
    }
  });
});
