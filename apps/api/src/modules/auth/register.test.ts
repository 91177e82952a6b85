import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hours } from '../../lib/clock.ts';
import { hashToken } from '../../lib/tokens.ts';
import { captchaBypass, createTestApp, request, type TestApp } from '../../test/app.ts';
import {
  captureMail,
  cookieOf,
  createUser,
  freshIp,
  signIn,
  tokenIn,
  uniqueId,
} from '../../test/factories.ts';
import { activity, users } from '../users/users.table.ts';
import { subscriptions } from '../plans/subscriptions.table.ts';
import { oneTimeTokens } from './auth.table.ts';

let t: TestApp;
let mail: ReturnType<typeof captureMail>;
beforeAll(async () => {
  t = await createTestApp();
  mail = captureMail(t);
});
afterAll(() => t.close());

function form(overrides: Record<string, unknown> = {}) {
  const id = uniqueId();
  return {
    name: `Nova ${id}`,
    username: `nova_${id}`,
    email: `nova_${id}@example.test`,
    password: 'Strong-pass-1!',
    confirm: 'Strong-pass-1!',
    captcha: { id: 'bypass', answer: captchaBypass },
    acceptTerms: true,
    ...overrides,
  };
}
const register = (body: object) => request(t.app).post('/v1/auth/register', body, freshIp());
const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('POST /v1/auth/register', () => {
  it('creates a lite account, signs it in and sends the verification link', async () => {
    const body = form({
      username: `Mixed_${uniqueId()}`,
      lang: 'es',
      referred_by_user: 'ref-42',
      utm_source: 'newsletter',
      utm_campaign: 'spring',
    });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({
      name: body.name,
      username: body.username.toLowerCase(),
      email: body.email,
      emailVerified: false,
      role: 'user',
      lang: 'es',
      subscription: { plan_name: 'lite' },
      freeze: false,
      banned: false,
      impersonate: false,
      twofactorEnabled: false,
    });
    expect(Object.keys(user)).not.toContain('passwordHash');

    const row = await userRow(user._id);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.referredByUser).toBe('ref-42');
    expect(row.signupUtm).toEqual({ source: 'newsletter', campaign: 'spring' });
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, user._id));
    expect(sub!.planName).toBe('lite');
    const kinds = await t.db.select().from(activity).where(eq(activity.userId, user._id));
    expect(kinds.map((a) => a.kind)).toEqual(['signed_up']);

    const me = await request(t.app, cookieOf(res)).get('/v1/api/user');
    expect(me.json()._id).toBe(user._id);

    const sent = mail.last(body.email);
    expect(sent.subject).toBe('Confirma tu dirección de correo en Soundpost');
    const token = tokenIn(sent, '/auth/verify-email');
    expect(sent.text).toContain(`${t.config.appUrl}/auth/verify-email?token=${token}`);
    const [stored] = await t.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    expect(stored!.expiresAt.getTime() - t.clock.now().getTime()).toBe(hours(48));
  });

  it('answers username_taken and email_taken with the field, whatever the case', async () => {
    const existing = await createUser(t);
    const name = await register(form({ username: existing.username.toUpperCase() }));
    expect(name.statusCode).toBe(409);
    expect(name.json()).toMatchObject({
      code: 'username_taken',
      message: 'This username is already taken',
      fields: { username: 'username_taken' },
    });
    const email = await register(form({ email: existing.email.toUpperCase() }));
    expect(email.statusCode).toBe(409);
    expect(email.json()).toMatchObject({
      code: 'email_taken',
      message: 'This email is already registered. Please try logging in instead.',
      fields: { email: 'email_taken' },
    });
  });

  it('validates the form with the shared schema', async () => {
    const res = await register(
      form({ email: 'not-an-email', password: 'short', confirm: 'other', acceptTerms: false }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Please check the highlighted fields',
      fields: { email: 'email', password: 'password_rules', acceptTerms: 'terms_required' },
    });
    const mismatch = await register(form({ confirm: 'Strong-pass-2!' }));
    expect(mismatch.json().fields).toEqual({ confirm: 'passwords_match' });
  });

  it('needs a valid captcha', async () => {
    const res = await register(form({ captcha: { id: 'x', answer: 'wrong' } }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'invalid_captcha',
      message: 'Human verification failed. Please try again.',
    });
  });
});

describe('POST /v1/auth/verify-email', () => {
  async function registered() {
    const body = form();
    const res = await register(body);
    return { id: res.json().user._id as string, cookie: cookieOf(res)!, email: body.email };
  }

  it('verifies the address once, signed out too', async () => {
    const { id, email } = await registered();
    const token = tokenIn(mail.last(email), '/auth/verify-email');
    const res = await request(t.app).post('/v1/auth/verify-email', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await userRow(id)).emailVerifiedAt).not.toBeNull();
    const again = await request(t.app).post('/v1/auth/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'invalid_token',
      message: 'This link is invalid or has already been used',
    });
  });

  it('expires after 48 hours', async () => {
    const { email } = await registered();
    const token = tokenIn(mail.last(email), '/auth/verify-email');
    t.clock.advance(hours(48));
    const res = await request(t.app).post('/v1/auth/verify-email', { token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'token_expired',
      message: 'This link has expired. Please request a new one.',
    });
  });

  it('refuses an unknown token', async () => {
    const res = await request(t.app).post('/v1/auth/verify-email', { token: 'made-up' });
    expect(res.json().code).toBe('invalid_token');
  });

  it('resends the link to a signed-in, unverified user', async () => {
    const { cookie, email } = await registered();
    const before = mail.sent.length;
    const res = await request(t.app, cookie).post('/v1/auth/verify-email/resend');
    expect(res.json()).toEqual({ ok: true });
    expect(mail.sent.length).toBe(before + 1);
    const token = tokenIn(mail.last(email), '/auth/verify-email');
    expect((await request(t.app).post('/v1/auth/verify-email', { token })).statusCode).toBe(200);

    const done = await request(t.app, cookie).post('/v1/auth/verify-email/resend');
    expect(done.statusCode).toBe(409);
    expect(done.json()).toMatchObject({
      code: 'email_already_verified',
      message: 'Your email address is already verified',
    });
  });

  it('resend needs a signed-in user', async () => {
    const res = await request(t.app).post('/v1/auth/verify-email/resend');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'unauthenticated',
      message: 'Your session has expired. Please sign in again.',
    });
  });

  it('resend is refused to a blocked user', async () => {
    const user = await createUser(t, { verified: false, blocked: { kind: 'freeze', reason: 'x' } });
    const res = await request(t.app, await signIn(t, user)).post('/v1/auth/verify-email/resend');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('account_blocked');
  });
});
