import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minutes } from '../../lib/clock.ts';
import { captchaBypass, createTestApp, request, type TestApp } from '../../test/app.ts';
import {
  cookieOf,
  createUser,
  freshIp,
  signIn,
  totp,
  type TestUser,
  type UserOptions,
} from '../../test/factories.ts';
import { activity, users } from '../users/users.table.ts';
import { recoveryCodes } from './auth.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Signs in with the password of a two-factor user: the cookie of the pending session. */
async function loginPending(user: TestUser) {
  const res = await request(t.app).post(
    '/v1/auth/login',
    {
      username: user.username,
      password: user.password,
      captcha: { id: 'x', answer: captchaBypass },
    },
    freshIp(),
  );
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ twofactor: true });
  return cookieOf(res)!;
}

async function pending(opts: UserOptions = {}) {
  const user = await createUser(t, { twofactor: true, ...opts });
  return { user, cookie: await loginPending(user) };
}
const confirm = (cookie: string, code: string) =>
  request(t.app, cookie).post('/v1/auth/twofactor-confirm', { code });
const kinds = async (user: TestUser) =>
  (await t.db.select().from(activity).where(eq(activity.userId, user.id))).map((a) => a.kind);

describe('POST /v1/auth/twofactor-confirm', () => {
  it('a pending session is not signed in until the code is confirmed', async () => {
    const { user, cookie } = await pending();
    expect((await request(t.app, cookie).get('/v1/api/user')).statusCode).toBe(401);
    const res = await confirm(cookie, await totp(t, user.totpSecret!));
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ _id: user.id, twofactorEnabled: true });
    const full = cookieOf(res)!;
    expect(full).not.toBe(cookie);
    expect((await request(t.app, full).get('/v1/api/user')).statusCode).toBe(200);
    // The pending session was replaced, not kept alongside.
    expect((await confirm(cookie, await totp(t, user.totpSecret!))).statusCode).toBe(401);
    expect(await kinds(user)).toEqual(['signed_in']);
  });

  it('accepts the codes of the previous and next 30-second steps, not further', async () => {
    const a = await pending();
    expect((await confirm(a.cookie, await totp(t, a.user.totpSecret!, -1))).statusCode).toBe(200);
    const b = await pending();
    expect((await confirm(b.cookie, await totp(t, b.user.totpSecret!, 1))).statusCode).toBe(200);
    const c = await pending();
    const old = await confirm(c.cookie, await totp(t, c.user.totpSecret!, -3));
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({
      code: 'invalid_twofactor_code',
      message: 'Two-factor authentication failed',
    });
  });

  it('does not accept the same code twice', async () => {
    const first = await pending();
    const code = await totp(t, first.user.totpSecret!);
    expect((await confirm(first.cookie, code)).statusCode).toBe(200);
    expect((await confirm(await loginPending(first.user), code)).statusCode).toBe(400);
  });

  it('accepts each recovery code once', async () => {
    const { user, cookie } = await pending();
    const code = user.recoveryCodes[0]!;
    const res = await confirm(cookie, code.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(await kinds(user)).toEqual(['recovery_code_used', 'signed_in']);
    const again = await loginPending(user);
    expect((await confirm(again, code)).json().code).toBe('invalid_twofactor_code');
    expect((await confirm(again, user.recoveryCodes[1]!)).statusCode).toBe(200);
  });

  it('answers 429 after 5 wrong codes, until the window ends', async () => {
    const { user, cookie } = await pending();
    for (let i = 0; i < 5; i++) expect((await confirm(cookie, '000000')).statusCode).toBe(400);
    const limited = await confirm(cookie, await totp(t, user.totpSecret!));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(minutes(15) + 1000);
    const later = await loginPending(user);
    expect((await confirm(later, await totp(t, user.totpSecret!))).statusCode).toBe(200);
  });

  it('checks at most 5 codes when 40 wrong ones arrive at once', async () => {
    const { cookie } = await pending();
    const codes = ['000000', 'aaaaa-bbbbb'];
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => confirm(cookie, codes[i % 2]!)),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
  });

  it('a pending session expires after 10 minutes', async () => {
    const { user, cookie } = await pending();
    t.clock.advance(minutes(10) + 1);
    const res = await confirm(cookie, await totp(t, user.totpSecret!));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthenticated');
  });

  it('answers the blocked user with their user, so the app shows the blocked page', async () => {
    const { user, cookie } = await pending({ blocked: { kind: 'freeze', reason: 'Unpaid fees' } });
    const res = await confirm(cookie, await totp(t, user.totpSecret!));
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ freeze: true, blockReason: 'Unpaid fees' });
    const me = await request(t.app, cookieOf(res)).get('/v1/api/user');
    expect(me.json()).toMatchObject({
      code: 'account_blocked',
      blocked: { kind: 'freeze', reason: 'Unpaid fees' },
    });
  });

  it('needs a pending session', async () => {
    expect(
      (await request(t.app).post('/v1/auth/twofactor-confirm', { code: '123456' })).statusCode,
    ).toBe(401);
    const user = await createUser(t);
    const full = await confirm(await signIn(t, user), '123456');
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({
      code: 'conflict',
      message: 'This change conflicts with the current state. Reload and try again.',
    });
  });
});

describe('two-factor setup in the account', () => {
  it('sets up, enables with a code (recovery codes shown once) and disables', async () => {
    const user = await createUser(t);
    const cookie = await signIn(t, user);
    const setup = await request(t.app, cookie).post('/v1/account/twofactor/setup', {
      currentPassword: user.password,
    });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrCode } = setup.json();
    expect(otpauthUrl).toContain(`otpauth://totp/Soundpost:`);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(qrCode).toMatch(/^data:image\/png;base64,/);

    const early = await request(t.app, cookie).post('/v1/account/twofactor/disable', {
      code: '123456',
      currentPassword: user.password,
    });
    expect(early.json()).toMatchObject({
      code: 'twofactor_not_enabled',
      message: 'Two-factor authentication is not on',
    });
    const wrong = await request(t.app, cookie).post('/v1/account/twofactor/enable', {
      code: '000000',
      currentPassword: user.password,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('invalid_twofactor_code');

    const enable = await request(t.app, cookie).post('/v1/account/twofactor/enable', {
      code: await generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) }),
      currentPassword: user.password,
    });
    expect(enable.statusCode).toBe(200);
    const codes: string[] = enable.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    const stored = await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored.map((r) => r.codeHash)).not.toContain(codes[0]);
    expect((await request(t.app, cookie).get('/v1/api/user')).json().twofactorEnabled).toBe(true);

    const again = await request(t.app, cookie).post('/v1/account/twofactor/setup', {
      currentPassword: user.password,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'twofactor_already_enabled',
      message: 'Two-factor authentication is already on',
    });

    t.clock.advance(60_000);
    const code = await generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });
    const badPassword = await request(t.app, cookie).post('/v1/account/twofactor/disable', {
      code,
      currentPassword: 'Not-it-1!',
    });
    expect(badPassword.json()).toMatchObject({
      code: 'wrong_current_password',
      message: 'Your current password is not correct',
    });
    const off = await request(t.app, cookie).post('/v1/account/twofactor/disable', {
      code,
      currentPassword: user.password,
    });
    expect(off.json()).toEqual({ ok: true });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ twofactorSecret: null, twofactorEnabledAt: null });
    expect(await kinds(user)).toEqual(['twofactor_enabled', 'twofactor_disabled']);
  });

  it('enable needs a setup first', async () => {
    const user = await createUser(t);
    const res = await request(t.app, await signIn(t, user)).post('/v1/account/twofactor/enable', {
      code: '123456',
      currentPassword: user.password,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'twofactor_setup_required',
      message: 'Start the two-factor setup first',
    });
  });

  it('cannot be changed by an administrator acting as the user', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const user = await createUser(t);
    const cookie = await signIn(t, user, { impersonatorId: admin.id });
    const res = await request(t.app, cookie).post('/v1/account/twofactor/setup', {
      currentPassword: user.password,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'not_allowed_while_impersonating',
      message: 'This change is not allowed while acting as another user',
    });
  });
});
