import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minutes } from '../../lib/clock.ts';
import { captchaBypass, createTestApp, request, type TestApp } from '../../test/app.ts';
import { cookieOf, createUser, freshIp, signIn } from '../../test/factories.ts';
import { activity, users } from '../users/users.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const captcha = { id: 'bypass', answer: captchaBypass };
const login = (body: object, headers: Record<string, string> = freshIp()) =>
  request(t.app).post('/v1/auth/login', { captcha, ...body }, headers);

const kindsOf = async (userId: string) =>
  (await t.db.select().from(activity).where(eq(activity.userId, userId))).map((a) => a.kind);

describe('POST /v1/auth/login', () => {
  it('signs in with a username or an e-mail address and sets the session cookie', async () => {
    const user = await createUser(t, { plan: 'artist' });
    const byName = await login({ username: user.username.toUpperCase(), password: user.password });
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toMatchObject({
      twofactor: false,
      user: { _id: user.id, username: user.username, subscription: { plan_name: 'artist' } },
    });
    const cookie = cookieOf(byName)!;
    expect(String(byName.headers['set-cookie'])).toMatch(/sp_session=[^;]+;.*HttpOnly/i);
    const me = await request(t.app, cookie).get('/v1/api/user');
    expect(me.json()).toMatchObject({ _id: user.id, impersonate: false });

    const byEmail = await login({ username: user.email, password: user.password });
    expect(byEmail.json().user._id).toBe(user.id);
    expect(await kindsOf(user.id)).toEqual(['signed_in', 'signed_in']);
  });

  it('answers invalid_username and invalid_password with the spec messages', async () => {
    const user = await createUser(t);
    const unknown = await login({ username: 'nobody_here', password: 'x' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({
      code: 'invalid_username',
      message: 'Invalid username or email',
    });
    const wrong = await login({ username: user.username, password: 'Wrong-pass-1!' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'invalid_password', message: 'Invalid password' });
    expect(cookieOf(wrong)).toBeUndefined();
    expect(await kindsOf(user.id)).toEqual(['sign_in_failed']);
  });

  it('answers errors in the language of the form', async () => {
    const res = await login({ username: 'nobody_here', password: 'x', lang: 'es' });
    expect(res.json()).toMatchObject({
      code: 'invalid_username',
      message: 'Nombre de usuario o correo electrónico no válido',
    });
  });

  it('refuses a wrong or missing captcha', async () => {
    const user = await createUser(t);
    const res = await login({
      username: user.username,
      password: user.password,
      captcha: { id: 'x', answer: 'nope' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'invalid_captcha',
      message: 'Human verification failed. Please try again.',
    });
    const missing = await request(t.app).post('/v1/auth/login', {
      username: user.username,
      password: user.password,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'validation_failed' });
    expect(missing.json().fields).toHaveProperty('captcha');
  });

  it('answers invalid_password for a social-only account without a password', async () => {
    const user = await createUser(t, { password: null });
    const res = await login({ username: user.email, password: 'Anything-1!' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('invalid_password');
  });

  it('stores the language chosen at sign-in', async () => {
    const user = await createUser(t, { lang: 'en' });
    const res = await login({ username: user.username, password: user.password, lang: 'tr' });
    expect(res.json().user.lang).toBe('tr');
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.lang).toBe('tr');
  });

  it('throttles an account at one address after 5 failures in 15 minutes, then lets it in', async () => {
    const user = await createUser(t);
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect(
        (await login({ username: user.username, password: 'Wrong-pass-1!' }, ip)).statusCode,
      ).toBe(401);
    }
    // Even the right password waits: the attacker must not learn it by trying.
    const blocked = await login({ username: user.username, password: user.password }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: 'rate_limited',
      message: 'Too many attempts. Please try again in 15 min.',
      params: { minutes: 15 },
    });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    t.clock.advance(minutes(15) + 1000);
    const again = await login({ username: user.username, password: user.password }, ip);
    expect(again.statusCode).toBe(200);
  });

  it('clears the account counter after a successful sign-in', async () => {
    const user = await createUser(t);
    const ip = freshIp();
    const attempt = (password: string) => login({ username: user.username, password }, ip);
    for (let i = 0; i < 4; i++) expect((await attempt('Wrong-1!x')).statusCode).toBe(401);
    expect((await attempt(user.password!)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt('Wrong-1!x')).statusCode).toBe(401);
    expect((await attempt(user.password!)).statusCode).toBe(200);
  });

  it('throttles an IP address after 20 failures in 15 minutes', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      expect((await login({ username: `ghost_${i}`, password: 'x' }, ip)).statusCode).toBe(401);
    }
    const user = await createUser(t);
    const res = await login({ username: user.username, password: user.password }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await login({ username: user.username, password: user.password })).statusCode).toBe(
      200,
    );
  });

  it('still answers a blocked user with the user, whom every other call then refuses', async () => {
    const user = await createUser(t, { blocked: { kind: 'banned', reason: 'Fraudulent streams' } });
    const res = await login({ username: user.username, password: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      banned: true,
      freeze: false,
      blockReason: 'Fraudulent streams',
    });
    const cookie = cookieOf(res)!;
    const me = await request(t.app, cookie).get('/v1/api/user');
    expect(me.statusCode).toBe(403);
    expect(me.json()).toMatchObject({
      code: 'account_blocked',
      message: 'Your account is temporarily restricted',
      blocked: { kind: 'banned', reason: 'Fraudulent streams' },
    });
    const out = await request(t.app, cookie).get('/v1/auth/logout');
    expect(out.statusCode).toBe(200);
    expect((await request(t.app, cookie).get('/v1/api/user')).statusCode).toBe(401);
  });

  it('refuses a sign-in posted from another site (CSRF)', async () => {
    const user = await createUser(t);
    const res = await request(t.app).post(
      '/v1/auth/login',
      { username: user.username, password: user.password, captcha },
      { origin: 'https://evil.example' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'bad_origin',
      message: 'This request came from another site and was refused',
    });
  });
});

describe('GET /v1/auth/logout', () => {
  it('ends the session, clears the cookie and records it', async () => {
    const user = await createUser(t);
    const cookie = await signIn(t, user);
    const res = await request(t.app, cookie).get('/v1/auth/logout');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(String(res.headers['set-cookie'])).toMatch(/sp_session=;/);
    expect((await request(t.app, cookie).get('/v1/api/user')).statusCode).toBe(401);
    expect(await kindsOf(user.id)).toEqual(['signed_out']);
  });

  it('answers ok when nobody is signed in', async () => {
    const res = await request(t.app).get('/v1/auth/logout');
    expect(res.json()).toEqual({ ok: true });
  });

  it('refuses a logout another site triggered', async () => {
    const user = await createUser(t);
    const cookie = await signIn(t, user);
    const res = await request(t.app, cookie).get('/v1/auth/logout', {
      'sec-fetch-site': 'cross-site',
    });
    expect(res.statusCode).toBe(403);
    expect((await request(t.app, cookie).get('/v1/api/user')).statusCode).toBe(200);
  });
});
