import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaBypass, createTestApp, request, type TestApp } from '../../test/app.ts';
import {
  captureMail,
  createUser,
  freshIp,
  signIn,
  tokenIn,
  totp,
  type TestUser,
} from '../../test/factories.ts';

let t: TestApp;
let mail: ReturnType<typeof captureMail>;
beforeAll(async () => {
  t = await createTestApp();
  mail = captureMail(t);
});
afterAll(() => t.close());

const captcha = { id: 'x', answer: captchaBypass };
const newPassword = 'Brand-new-pass-2?';

/** A reset link and a verification link, both issued before the change under test. */
async function outstandingLinks(user: TestUser, cookie: string) {
  await request(t.app).post(
    '/v1/auth/password-reset-link',
    { email: user.email, captcha },
    freshIp(),
  );
  const reset = tokenIn(mail.last(user.email), '/auth/reset-password');
  await request(t.app, cookie).post('/v1/auth/verify-email/resend', {}, freshIp());
  const verify = tokenIn(mail.last(user.email), '/auth/verify-email');
  return { reset, verify };
}

async function expectDead(links: { reset: string; verify: string }) {
  const reset = await request(t.app).post(`/v1/auth/password-reset/${links.reset}`, {
    password: newPassword,
    confirm: newPassword,
  });
  expect(reset.statusCode).toBe(400);
  expect(reset.json().code).toBe('invalid_token');
  const verify = await request(t.app).post('/v1/auth/verify-email', { token: links.verify });
  expect(verify.json().code).toBe('invalid_token');
}

describe('a credential change retires the reset and verification links sent before it', () => {
  it('a password change', async () => {
    const user = await createUser(t, { verified: false });
    const cookie = await signIn(t, user);
    const links = await outstandingLinks(user, cookie);
    const res = await request(t.app, cookie).post('/v1/account/password', {
      currentPassword: user.password,
      password: 'Changed-pass-7#',
      confirm: 'Changed-pass-7#',
    });
    expect(res.statusCode).toBe(200);
    await expectDead(links);
  });

  it('a password reset (the other links)', async () => {
    const user = await createUser(t, { verified: false });
    const cookie = await signIn(t, user);
    const links = await outstandingLinks(user, cookie);
    await request(t.app).post(
      '/v1/auth/password-reset-link',
      { email: user.email, captcha },
      freshIp(),
    );
    const used = tokenIn(mail.last(user.email), '/auth/reset-password');
    const res = await request(t.app).post(`/v1/auth/password-reset/${used}`, {
      password: newPassword,
      confirm: newPassword,
    });
    expect(res.json()).toEqual({ ok: true });
    await expectDead(links);
  });

  it('an e-mail change once confirmed', async () => {
    const user = await createUser(t, { verified: false });
    const cookie = await signIn(t, user);
    const links = await outstandingLinks(user, cookie);
    const next = `links_${user.username}@example.test`;
    await request(t.app, cookie).post('/v1/account/email', {
      email: next,
      currentPassword: user.password,
    });
    const confirm = await request(t.app).post('/v1/auth/verify-email', {
      token: tokenIn(mail.last(next), '/auth/verify-email'),
    });
    expect(confirm.json()).toEqual({ ok: true });
    await expectDead(links);
  });

  it('two-factor turned on, and turned off', async () => {
    const user = await createUser(t, { verified: false, twofactor: true });
    const cookie = await signIn(t, user);
    const links = await outstandingLinks(user, cookie);
    const off = await request(t.app, cookie).post('/v1/account/twofactor/disable', {
      currentPassword: user.password,
      code: await totp(t, user.totpSecret!),
    });
    expect(off.json()).toEqual({ ok: true });
    await expectDead(links);

    const again = await outstandingLinks(user, cookie);
    const setup = await request(t.app, cookie).post('/v1/account/twofactor/setup', {
      currentPassword: user.password,
    });
    const { secret } = setup.json();
    const on = await request(t.app, cookie).post('/v1/account/twofactor/enable', {
      currentPassword: user.password,
      code: await totp(t, secret, 1),
    });
    expect(on.statusCode).toBe(200);
    await expectDead(again);
  });

  it('a profile change does not', async () => {
    const user = await createUser(t, { verified: false });
    const cookie = await signIn(t, user);
    const links = await outstandingLinks(user, cookie);
    await request(t.app, cookie).patch('/v1/account/notifications', {
      emailNotifications: false,
      marketingEmails: false,
    });
    const verify = await request(t.app).post('/v1/auth/verify-email', { token: links.verify });
    expect(verify.json()).toEqual({ ok: true });
    const reset = await request(t.app).post(`/v1/auth/password-reset/${links.reset}`, {
      password: newPassword,
      confirm: newPassword,
    });
    expect(reset.json()).toEqual({ ok: true });
  });
});
