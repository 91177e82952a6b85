import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { captureMail, createUser, signIn, tokenIn, type TestUser } from '../../test/factories.ts';
import { activity } from '../users/users.table.ts';

let t: TestApp;
let mail: ReturnType<typeof captureMail>;
beforeAll(async () => {
  t = await createTestApp();
  mail = captureMail(t);
});
afterAll(() => t.close());

const kinds = async (user: TestUser) =>
  (await t.db.select().from(activity).where(eq(activity.userId, user.id))).map((a) => a.kind);
const profile = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  phoneCode: '+44',
  phoneNumber: '20 7946 0958',
  contactMethod: 'whatsapp',
};

describe('account settings', () => {
  it('GET /v1/account answers the settings of the signed-in user', async () => {
    const user = await createUser(t);
    const res = await request(t.app, await signIn(t, user)).get('/v1/account');
    expect(res.json()).toEqual({
      firstName: '',
      lastName: '',
      email: user.email,
      pendingEmail: null,
      phoneCode: '',
      phoneNumber: '',
      contactMethod: 'email',
      emailNotifications: true,
      marketingEmails: false,
      hasPassword: true,
    });
    expect((await request(t.app).get('/v1/account')).statusCode).toBe(401);
  });

  it('PATCH /v1/account/profile saves the personal details and the language', async () => {
    const user = await createUser(t);
    const cookie = await signIn(t, user);
    const res = await request(t.app, cookie).patch('/v1/account/profile', {
      ...profile,
      lang: 'es',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject(profile);
    expect((await request(t.app, cookie).get('/v1/api/user')).json().lang).toBe('es');
    const bad = await request(t.app, cookie).patch('/v1/account/profile', {
      ...profile,
      phoneCode: '44x',
    });
    expect(bad.json()).toMatchObject({
      code: 'validation_failed',
      fields: { phoneCode: 'pattern' },
    });
    expect(await kinds(user)).toEqual(['profile_updated']);
  });

  it('PATCH /v1/account/notifications saves the e-mail choices', async () => {
    const user = await createUser(t);
    const res = await request(t.app, await signIn(t, user)).patch('/v1/account/notifications', {
      emailNotifications: false,
      marketingEmails: true,
    });
    expect(res.json()).toMatchObject({ emailNotifications: false, marketingEmails: true });
    expect(await kinds(user)).toEqual(['notifications_updated']);
  });

  it('refuses a blocked user', async () => {
    const user = await createUser(t, { blocked: { kind: 'banned', reason: 'Spam' } });
    const res = await request(t.app, await signIn(t, user)).patch('/v1/account/notifications', {
      emailNotifications: false,
      marketingEmails: false,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('account_blocked');
  });

  it('refuses a change posted from another site (CSRF)', async () => {
    const user = await createUser(t);
    const res = await request(t.app, await signIn(t, user)).patch('/v1/account/profile', profile, {
      origin: 'https://evil.example',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('bad_origin');
  });
});

describe('POST /v1/account/email', () => {
  it('keeps the address until the link sent to the new one is opened', async () => {
    const user = await createUser(t, { lang: 'tr' });
    const cookie = await signIn(t, user);
    const next = `new_${user.username}@example.test`;
    const res = await request(t.app, cookie).post('/v1/account/email', {
      email: next.toUpperCase(),
      currentPassword: user.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: user.email, pendingEmail: next });
    const sent = mail.last(next);
    expect(sent.subject).toBe('Soundpost için yeni e-posta adresinizi doğrulayın');
    expect(sent.text).toContain(next);

    const verify = await request(t.app).post('/v1/auth/verify-email', {
      token: tokenIn(sent, '/auth/verify-email'),
    });
    expect(verify.json()).toEqual({ ok: true });
    const after = (await request(t.app, cookie).get('/v1/account')).json();
    expect(after).toMatchObject({ email: next, pendingEmail: null });
    expect(await kinds(user)).toEqual(['email_change_requested', 'email_changed']);
  });

  it('answers email_taken for an address of another account', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const res = await request(t.app, await signIn(t, user)).post('/v1/account/email', {
      email: other.email,
      currentPassword: user.password,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'email_taken', fields: { email: 'email_taken' } });
  });

  it('refuses the link when the address was taken meanwhile', async () => {
    const user = await createUser(t);
    const next = `race_${user.username}@example.test`;
    await request(t.app, await signIn(t, user)).post('/v1/account/email', {
      email: next,
      currentPassword: user.password,
    });
    const token = tokenIn(mail.last(next), '/auth/verify-email');
    await createUser(t, { email: next });
    const res = await request(t.app).post('/v1/auth/verify-email', { token });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('email_taken');
  });

  it('a newer request makes the older link stale', async () => {
    const user = await createUser(t);
    const cookie = await signIn(t, user);
    const first = `one_${user.username}@example.test`;
    await request(t.app, cookie).post('/v1/account/email', {
      email: first,
      currentPassword: user.password,
    });
    const stale = tokenIn(mail.last(first), '/auth/verify-email');
    await request(t.app, cookie).post('/v1/account/email', {
      email: `two_${user.username}@example.test`,
      currentPassword: user.password,
    });
    expect((await request(t.app).post('/v1/auth/verify-email', { token: stale })).json().code).toBe(
      'invalid_token',
    );
  });
});
