import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hours, minutes } from '../../lib/clock.ts';
import { captchaBypass, createTestApp, request, type TestApp } from '../../test/app.ts';
import {
  captureMail,
  createUser,
  freshIp,
  signIn,
  tokenIn,
  type TestUser,
} from '../../test/factories.ts';
import { activity } from '../users/users.table.ts';

let t: TestApp;
let mail: ReturnType<typeof captureMail>;
beforeAll(async () => {
  t = await createTestApp();
  mail = captureMail(t);
});
afterAll(() => t.close());

const captcha = { id: 'x', answer: captchaBypass };
const newPassword = 'Brand-new-pass-2?';

async function resetLink(user: TestUser, lang?: string) {
  const res = await request(t.app).post(
    '/v1/auth/password-reset-link',
    { email: user.email.toUpperCase(), captcha, lang },
    freshIp(),
  );
  expect(res.json()).toEqual({ ok: true });
  return tokenIn(mail.last(user.email), '/auth/reset-password');
}
const reset = (token: string, password = newPassword) =>
  request(t.app).post(`/v1/auth/password-reset/${token}`, { password, confirm: password });
const login = (user: TestUser, password: string, ip = freshIp()) =>
  request(t.app).post('/v1/auth/login', { username: user.username, password, captcha }, ip);

describe('POST /v1/auth/password-reset-link', () => {
  it('answers the same whether or not the address has an account', async () => {
    const before = mail.sent.length;
    const res = await request(t.app).post(
      '/v1/auth/password-reset-link',
      { email: 'nobody@example.test', captcha },
      freshIp(),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(mail.sent.length).toBe(before);
  });

  it('mails a 2-hour link in the language of the page', async () => {
    const user = await createUser(t, { lang: 'en' });
    const token = await resetLink(user, 'pt');
    const sent = mail.last(user.email);
    expect(sent.subject).toBe('Redefina a sua senha do Soundpost');
    expect(sent.text).toContain(`${t.config.appUrl}/auth/reset-password?token=${token}`);
    expect(sent.html).toContain(`href="${t.config.appUrl}/auth/reset-password?token=${token}"`);
  });

  it('needs a valid captcha', async () => {
    const res = await request(t.app).post(
      '/v1/auth/password-reset-link',
      { email: 'a@example.test', captcha: { id: 'x', answer: 'no' } },
      freshIp(),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_captcha');
  });

  it('sends at most 3 links an hour to one account, answering ok all the same', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 3; i++) await resetLink(user);
    const count = mail.sent.filter((m) => m.to === user.email).length;
    await request(t.app).post(
      '/v1/auth/password-reset-link',
      { email: user.email, captcha },
      freshIp(),
    );
    expect(mail.sent.filter((m) => m.to === user.email).length).toBe(count);
  });
});

describe('POST /v1/auth/password-reset/:token', () => {
  it('sets the new password, ends every session and tells the owner', async () => {
    const user = await createUser(t, { verified: false });
    const sessionA = await signIn(t, user);
    const sessionB = await signIn(t, user);
    const token = await resetLink(user);
    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    for (const cookie of [sessionA, sessionB]) {
      expect((await request(t.app, cookie).get('/v1/api/user')).statusCode).toBe(401);
    }
    expect((await login(user, user.password!)).json().code).toBe('invalid_password');
    const signedIn = await login(user, newPassword);
    expect(signedIn.statusCode).toBe(200);
    // The link reached the inbox, which verifies the address too.
    expect(signedIn.json().user.emailVerified).toBe(true);
    expect(mail.last(user.email).subject).toBe('Your Soundpost password was changed');
    const kinds = await t.db.select().from(activity).where(eq(activity.userId, user.id));
    expect(kinds.map((a) => a.kind)).toContain('password_reset');
  });

  it('works once', async () => {
    const user = await createUser(t);
    const token = await resetLink(user);
    expect((await reset(token)).statusCode).toBe(200);
    const again = await reset(token, 'Another-pass-3!');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'invalid_token',
      message: 'This link is invalid or has already been used',
    });
  });

  it('a reset retires the other links sent before it', async () => {
    const user = await createUser(t);
    const first = await resetLink(user);
    const second = await resetLink(user);
    expect((await reset(second)).statusCode).toBe(200);
    expect((await reset(first)).json().code).toBe('invalid_token');
  });

  it('expires after 2 hours', async () => {
    const user = await createUser(t);
    const fresh = await resetLink(user);
    t.clock.advance(hours(2) - minutes(1));
    expect((await reset(fresh)).statusCode).toBe(200);

    const other = await createUser(t);
    const stale = await resetLink(other);
    t.clock.advance(hours(2));
    const res = await reset(stale);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'token_expired',
      message: 'This link has expired. Please request a new one.',
    });
  });

  it('checks the password rules and the confirmation', async () => {
    const user = await createUser(t);
    const token = await resetLink(user);
    const weak = await reset(token, 'weakpass');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields).toEqual({ password: 'password_rules' });
    const mismatch = await request(t.app).post(`/v1/auth/password-reset/${token}`, {
      password: newPassword,
      confirm: 'Different-1!',
    });
    expect(mismatch.json().fields).toEqual({ confirm: 'passwords_match' });
    // Failed validation does not use the link up.
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('lets a throttled account sign in at once after a reset', async () => {
    const user = await createUser(t);
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await login(user, 'Wrong-pass-9!', ip);
    expect((await login(user, user.password!, ip)).statusCode).toBe(429);
    expect((await reset(await resetLink(user))).statusCode).toBe(200);
    expect((await login(user, newPassword, ip)).statusCode).toBe(200);
  });
});

describe('GET /v1/auth/password-reset/:token', () => {
  const check = (token: string, ip = freshIp()) =>
    request(t.app).get(`/v1/auth/password-reset/${token}`, ip);

  it('says a live link works without using it up', async () => {
    const user = await createUser(t);
    const token = await resetLink(user);
    const res = await check(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await check(token)).statusCode).toBe(200);
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('names a used, unknown or expired link', async () => {
    const user = await createUser(t);
    const used = await resetLink(user);
    await reset(used);
    expect((await check(used)).json().code).toBe('invalid_token');
    expect((await check('not-a-token')).json().code).toBe('invalid_token');

    const other = await createUser(t);
    const stale = await resetLink(other);
    t.clock.advance(hours(2));
    const res = await check(stale);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('token_expired');
  });

  it('limits how often one address may ask, so tokens cannot be guessed by the thousand', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) await check(`guess-${i}`, ip);
    const res = await check('guess-last', ip);
    expect(res.statusCode).toBe(429);
  });
});
