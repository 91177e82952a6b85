import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { days, hours } from '../../lib/clock.ts';
import { captchaBypass, createTestApp, request, type TestApp } from '../../test/app.ts';
import {
  captureMail,
  createUser,
  freshIp,
  signIn,
  tokenIn,
  type TestUser,
  type UserOptions,
} from '../../test/factories.ts';
import { activity, users } from '../users/users.table.ts';
import { recoveryCodes } from './auth.table.ts';

let t: TestApp;
let mail: ReturnType<typeof captureMail>;
beforeAll(async () => {
  t = await createTestApp();
  mail = captureMail(t);
});
afterAll(() => t.close());

const captcha = { id: 'x', answer: captchaBypass };

/** Changes the e-mail of `user` as its owner would (password, then the new address's link). */
async function changeEmail(opts: UserOptions = {}) {
  const user = await createUser(t, opts);
  const cookie = await signIn(t, user);
  const next = `moved_${user.username}@example.test`;
  const res = await request(t.app, cookie).post('/v1/account/email', {
    email: next,
    currentPassword: user.password,
  });
  expect(res.statusCode).toBe(200);
  const verify = await request(t.app).post('/v1/auth/verify-email', {
    token: tokenIn(mail.last(next), '/auth/verify-email'),
  });
  expect(verify.json()).toEqual({ ok: true });
  return { user, cookie, next };
}

const revert = (token: string) => request(t.app).post('/v1/auth/revert-email', { token });
const row = async (user: TestUser) =>
  (await t.db.select().from(users).where(eq(users.id, user.id)))[0]!;

describe('the notice to the previous address', () => {
  it('goes out in the user’s language with a link that undoes the change', async () => {
    const { user, cookie, next } = await changeEmail({ lang: 'es' });
    const notice = mail.last(user.email);
    expect(notice.subject).toBe('Se ha cambiado la dirección de correo de tu cuenta de Soundpost');
    expect(notice.text).toContain(next);
    expect(notice.text).toContain('Este enlace funciona durante 7 días y una sola vez.');
    const token = tokenIn(notice, '/auth/revert-email');
    const elsewhere = await signIn(t, user);
    // Signed in on the new address, the owner had also asked for a reset link: it must die.
    await request(t.app).post('/v1/auth/password-reset-link', { email: next, captcha }, freshIp());
    const oldReset = tokenIn(mail.last(next), '/auth/reset-password');

    const res = await revert(token);
    expect(res.statusCode).toBe(200);
    const { email, resetToken } = res.json();
    expect(email).toBe(user.email);
    expect((await row(user)).email).toBe(user.email);
    expect((await row(user)).emailVerifiedAt).not.toBeNull();
    // Every session ended, this one and the other.
    for (const c of [cookie, elsewhere]) {
      expect((await request(t.app, c).get('/v1/api/user')).statusCode).toBe(401);
    }
    const stale = await request(t.app).post(`/v1/auth/password-reset/${oldReset}`, {
      password: 'Whatever-pass-9!',
      confirm: 'Whatever-pass-9!',
    });
    expect(stale.json().code).toBe('invalid_token');
    // The answer leads straight to a new password.
    const reset = await request(t.app).post(`/v1/auth/password-reset/${resetToken}`, {
      password: 'Owner-again-5!',
      confirm: 'Owner-again-5!',
    });
    expect(reset.json()).toEqual({ ok: true });
    const login = await request(t.app).post(
      '/v1/auth/login',
      { username: user.email, password: 'Owner-again-5!', captcha },
      freshIp(),
    );
    expect(login.statusCode).toBe(200);
    const kinds = (await t.db.select().from(activity).where(eq(activity.userId, user.id))).map(
      (a) => a.kind,
    );
    expect(kinds).toContain('email_change_reverted');
    // Used once.
    expect((await revert(token)).json().code).toBe('invalid_token');
  });

  it('works for 7 days, not after', async () => {
    const { user } = await changeEmail();
    const token = tokenIn(mail.last(user.email), '/auth/revert-email');
    t.clock.advance(days(7) + 1000);
    const res = await revert(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'token_expired',
      message: 'This link has expired. Please request a new one.',
    });
  });

  it('survives the intruder’s later credential changes', async () => {
    const { user, cookie, next } = await changeEmail();
    const token = tokenIn(mail.last(user.email), '/auth/revert-email');
    const change = await request(t.app, cookie).post('/v1/account/password', {
      currentPassword: user.password,
      password: 'Intruder-pass-1!',
      confirm: 'Intruder-pass-1!',
    });
    expect(change.statusCode).toBe(200);
    const res = await revert(token);
    expect(res.statusCode).toBe(200);
    expect((await row(user)).email).toBe(user.email);
    expect((await row(user)).email).not.toBe(next);
  });

  it('turns off two-factor that was turned on around the change', async () => {
    const { user } = await changeEmail({ twofactor: true });
    const token = tokenIn(mail.last(user.email), '/auth/revert-email');
    expect((await revert(token)).statusCode).toBe(200);
    expect(await row(user)).toMatchObject({ twofactorSecret: null, twofactorEnabledAt: null });
    const codes = await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(codes).toHaveLength(0);
  });

  it('keeps two-factor that was on long before the change', async () => {
    const user = await createUser(t, { twofactor: true });
    t.clock.advance(hours(25));
    const cookie = await signIn(t, user);
    const next = `kept_${user.username}@example.test`;
    await request(t.app, cookie).post('/v1/account/email', {
      email: next,
      currentPassword: user.password,
    });
    await request(t.app).post('/v1/auth/verify-email', {
      token: tokenIn(mail.last(next), '/auth/verify-email'),
    });
    expect((await revert(tokenIn(mail.last(user.email), '/auth/revert-email'))).statusCode).toBe(
      200,
    );
    expect((await row(user)).twofactorEnabledAt).not.toBeNull();
  });

  it('answers email_taken when another account took the previous address meanwhile', async () => {
    const { user } = await changeEmail();
    const token = tokenIn(mail.last(user.email), '/auth/revert-email');
    await createUser(t, { email: user.email });
    const res = await revert(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('email_taken');
  });

  it('keeps the previous address reserved for the 7 days of the link', async () => {
    const { user } = await changeEmail();
    const register = (id: string) =>
      request(t.app).post(
        '/v1/auth/register',
        {
          name: 'Squatter',
          username: `squat_${id}`,
          email: user.email.toUpperCase(),
          password: 'Strong-pass-1!',
          confirm: 'Strong-pass-1!',
          captcha,
          acceptTerms: true,
        },
        freshIp(),
      );
    const squat = await register(user.username);
    expect(squat.statusCode).toBe(409);
    expect(squat.json()).toMatchObject({ code: 'email_taken', fields: { email: 'email_taken' } });
    const other = await createUser(t);
    const move = await request(t.app, await signIn(t, other)).post('/v1/account/email', {
      email: user.email,
      currentPassword: other.password,
    });
    expect(move.json().code).toBe('email_taken');
    t.clock.advance(days(7) + 1000);
    expect((await register(`${user.username}2`)).statusCode).toBe(201);
  });

  it('refuses an unknown token', async () => {
    const res = await revert('not-a-token');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_token');
  });
});
