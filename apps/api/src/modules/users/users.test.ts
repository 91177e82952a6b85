import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { createUser, signIn } from '../../test/factories.ts';
import { recordActivity } from './activity.ts';
import { insertUser } from './users.repository.ts';
import { rethrowUniqueViolation } from './users.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /v1/api/user', () => {
  it('answers the signed-in user without internal fields', async () => {
    const user = await createUser(t, { plan: 'pro', lang: 'pt' });
    const res = await request(t.app, await signIn(t, user)).get('/v1/api/user');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      _id: user.id,
      name: user.name,
      username: user.username,
      email: user.email,
      emailVerified: true,
      role: 'user',
      lang: 'pt',
      subscription: { plan_name: 'pro' },
      freeze: false,
      banned: false,
      blockReason: null,
      impersonate: false,
      twofactorEnabled: false,
      createdAt: user.createdAt.toISOString(),
    });
  });

  it('answers 401 when signed out or with a forged cookie', async () => {
    const res = await request(t.app).get('/v1/api/user');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'unauthenticated',
      message: 'Your session has expired. Please sign in again.',
    });
    const forged = await request(t.app, 'sp_session=abc.def').get('/v1/api/user');
    expect(forged.statusCode).toBe(401);
  });

  it('answers 403 account_blocked with the reason to a frozen user', async () => {
    const user = await createUser(t, { blocked: { kind: 'freeze', reason: 'Under review' } });
    const res = await request(t.app, await signIn(t, user)).get('/v1/api/user');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'account_blocked',
      message: 'Your account is temporarily restricted',
      blocked: { kind: 'freeze', reason: 'Under review' },
    });
  });
});

describe('GET /v1/api/user/activity', () => {
  it('pages through the activity newest first, only the user’s own', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const start = t.clock.now().getTime();
    const kinds = ['signed_up', 'signed_in', 'profile_updated', 'password_changed', 'signed_out'];
    for (const [i, kind] of kinds.entries()) {
      await recordActivity(t.db, user.id, kind as 'signed_in', undefined, {}, new Date(start + i));
    }
    await recordActivity(t.db, other.id, 'signed_in', undefined, {}, new Date(start + 10));
    const cookie = await signIn(t, user);

    const first = await request(t.app, cookie).get('/v1/api/user/activity?limit=2');
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.items.map((a: { kind: string }) => a.kind)).toEqual([
      'signed_out',
      'password_changed',
    ]);
    expect(page1.items[0]).toEqual({
      id: expect.any(String),
      kind: 'signed_out',
      byStaff: false,
      ip: null,
      userAgent: null,
      createdAt: new Date(start + 4).toISOString(),
    });
    const page2 = (
      await request(t.app, cookie).get(`/v1/api/user/activity?limit=2&cursor=${page1.nextCursor}`)
    ).json();
    expect(page2.items.map((a: { kind: string }) => a.kind)).toEqual([
      'profile_updated',
      'signed_in',
    ]);
    const page3 = (
      await request(t.app, cookie).get(`/v1/api/user/activity?limit=2&cursor=${page2.nextCursor}`)
    ).json();
    expect(page3.items.map((a: { kind: string }) => a.kind)).toEqual(['signed_up']);
    expect(page3.nextCursor).toBeNull();
  });

  it('rejects a tampered cursor and a bad limit as validation errors', async () => {
    const cookie = await signIn(t, await createUser(t));
    const cursor = await request(t.app, cookie).get('/v1/api/user/activity?cursor=garbage');
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json()).toMatchObject({
      code: 'validation_failed',
      fields: { cursor: 'invalid' },
    });
    const limit = await request(t.app, cookie).get('/v1/api/user/activity?limit=1000');
    expect(limit.statusCode).toBe(400);
  });

  it('needs a signed-in user', async () => {
    expect((await request(t.app).get('/v1/api/user/activity')).statusCode).toBe(401);
  });
});

describe('unique usernames and e-mail addresses', () => {
  it('a lost race on insert answers the same 409 as the early check', async () => {
    const existing = await createUser(t);
    const now = t.clock.now();
    const base = { name: 'Racer', createdAt: now, updatedAt: now };
    await expect(
      insertUser(t.db, {
        ...base,
        username: 'racer_one',
        email: existing.email.toUpperCase(),
      }).catch(rethrowUniqueViolation),
    ).rejects.toMatchObject({ code: 'email_taken', status: 409 });
    await expect(
      insertUser(t.db, {
        ...base,
        username: existing.username.toUpperCase(),
        email: 'racer@example.test',
      }).catch(rethrowUniqueViolation),
    ).rejects.toMatchObject({ code: 'username_taken', status: 409 });
  });
});

describe('GET /v1/docs/json', () => {
  it('documents the account calls with their tags and response schemas', async () => {
    const doc = (await request(t.app).get('/v1/docs/json')).json();
    expect(doc.paths['/v1/api/user'].get.tags).toEqual(['users']);
    expect(doc.paths['/v1/auth/login'].post.tags).toEqual(['auth']);
    expect(doc.paths['/v1/account/sessions/{id}'].delete.tags).toEqual(['account']);
    expect(doc.paths['/v1/admin/users/{id}/plan'].patch.tags).toEqual(['admin']);
    const user = doc.paths['/v1/api/user'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(user.properties)).not.toContain('passwordHash');
  });
});
