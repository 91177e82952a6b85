import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minutes } from '../../lib/clock.ts';
import { captchaBypass, createTestApp, request, type TestApp } from '../../test/app.ts';
import {
  captureMail,
  cookieOf,
  createUser,
  freshIp,
  signIn,
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

const kinds = async (user: TestUser) =>
  (await t.db.select().from(activity).where(eq(activity.userId, user.id))).map((a) => a.kind);

describe('POST /v1/account/password', () => {
  const body = (currentPassword: string) => ({
    currentPassword,
    password: 'Changed-pass-7#',
    confirm: 'Changed-pass-7#',
  });

  it('needs the current password, then ends the other sessions only', async () => {
    const user = await createUser(t);
    const here = await signIn(t, user);
    const elsewhere = await signIn(t, user);
    const wrong = await request(t.app, here).post('/v1/account/password', body('Nope-123!'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'wrong_current_password',
      message: 'Your current password is not correct',
      fields: { currentPassword: 'wrong_current_password' },
    });
    const res = await request(t.app, here).post('/v1/account/password', body(user.password!));
    expect(res.json()).toEqual({ ok: true });
    expect((await request(t.app, here).get('/v1/api/user')).statusCode).toBe(200);
    expect((await request(t.app, elsewhere).get('/v1/api/user')).statusCode).toBe(401);
    expect(mail.last(user.email).subject).toBe('Your Soundpost password was changed');
    expect(await kinds(user)).toEqual(['password_changed']);
    const login = await request(t.app).post(
      '/v1/auth/login',
      {
        username: user.username,
        password: 'Changed-pass-7#',
        captcha: { id: 'x', answer: captchaBypass },
      },
      freshIp(),
    );
    expect(login.statusCode).toBe(200);
  });

  it('lets a social-only account set a first password without a current one', async () => {
    const user = await createUser(t, { password: null });
    const cookie = await signIn(t, user);
    expect((await request(t.app, cookie).get('/v1/account')).json().hasPassword).toBe(false);
    expect((await request(t.app, cookie).post('/v1/account/password', body(''))).statusCode).toBe(
      200,
    );
    expect((await request(t.app, cookie).get('/v1/account')).json().hasPassword).toBe(true);
  });

  it('answers 429 after 5 wrong current passwords', async () => {
    const user = await createUser(t);
    const cookie = await signIn(t, user);
    for (let i = 0; i < 5; i++) {
      expect(
        (await request(t.app, cookie).post('/v1/account/password', body('Bad-1!xx'))).statusCode,
      ).toBe(400);
    }
    const res = await request(t.app, cookie).post('/v1/account/password', body(user.password!));
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    t.clock.advance(minutes(15));
    expect(
      (await request(t.app, cookie).post('/v1/account/password', body(user.password!))).statusCode,
    ).toBe(200);
  });

  it('is not allowed to an administrator acting as the user', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const user = await createUser(t);
    const cookie = await signIn(t, user, { impersonatorId: admin.id });
    const res = await request(t.app, cookie).post('/v1/account/password', body(user.password!));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('not_allowed_while_impersonating');
  });
});

describe('account sessions', () => {
  it('lists the sessions, marks the current one, ends one and the others', async () => {
    const user = await createUser(t);
    const login = await request(t.app).post(
      '/v1/auth/login',
      {
        username: user.username,
        password: user.password,
        captcha: { id: 'x', answer: captchaBypass },
      },
      { ...freshIp(), 'user-agent': 'Phone browser' },
    );
    const phone = cookieOf(login)!;
    const laptop = await signIn(t, user);
    const tablet = await signIn(t, user);

    const list = (await request(t.app, laptop).get('/v1/account/sessions')).json();
    expect(list).toHaveLength(3);
    expect(list.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const phoneSession = list.find((s: { userAgent: string }) => s.userAgent === 'Phone browser');
    expect(phoneSession).toMatchObject({ current: false, ip: expect.stringMatching(/^10\./) });

    const del = await request(t.app, laptop).delete(`/v1/account/sessions/${phoneSession.id}`);
    expect(del.json()).toEqual({ ok: true });
    expect((await request(t.app, phone).get('/v1/api/user')).statusCode).toBe(401);

    const revoke = await request(t.app, laptop).post('/v1/account/sessions/revoke-others');
    expect(revoke.json()).toEqual({ ok: true });
    expect((await request(t.app, tablet).get('/v1/api/user')).statusCode).toBe(401);
    expect((await request(t.app, laptop).get('/v1/account/sessions')).json()).toHaveLength(1);
    expect(await kinds(user)).toEqual(['signed_in', 'sessions_revoked', 'sessions_revoked']);
  });

  it('deleting the current session signs out', async () => {
    const user = await createUser(t);
    const cookie = await signIn(t, user);
    const [current] = (await request(t.app, cookie).get('/v1/account/sessions')).json();
    const res = await request(t.app, cookie).delete(`/v1/account/sessions/${current.id}`);
    expect(res.statusCode).toBe(200);
    expect(cookieOf(res)).toBeUndefined();
    expect((await request(t.app, cookie).get('/v1/api/user')).statusCode).toBe(401);
  });

  it('answers 404 for another user’s session or an unknown id', async () => {
    const owner = await createUser(t);
    const ownerCookie = await signIn(t, owner);
    const [session] = (await request(t.app, ownerCookie).get('/v1/account/sessions')).json();
    const intruder = await signIn(t, await createUser(t));
    const res = await request(t.app, intruder).delete(`/v1/account/sessions/${session.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found', message: 'Not found' });
    expect((await request(t.app, ownerCookie).get('/v1/api/user')).statusCode).toBe(200);
    expect((await request(t.app, intruder).delete('/v1/account/sessions/nope')).statusCode).toBe(
      404,
    );
  });
});
