import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { cookieOf, createUser, signIn, uniqueId } from '../../test/factories.ts';
import { readyRelease, submitOk } from '../releases/test/releases-test-kit.ts';
import { releases } from '../releases/releases.table.ts';
import { activity } from '../users/users.table.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'admin' });
  adminCookie = await signIn(t, admin);
});
afterAll(() => t.close());

const asAdmin = () => request(t.app, adminCookie);
const activityOf = async (userId: string) =>
  t.db.select().from(activity).where(eq(activity.userId, userId));

describe('admin routes are for administrators only', () => {
  it('answers 403 forbidden to a user and 401 to nobody', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const cookie = await signIn(t, user);
    const calls = [
      request(t.app, cookie).get('/v1/admin/users'),
      request(t.app, cookie).get(`/v1/admin/users/${other.id}`),
      request(t.app, cookie).post(`/v1/admin/users/${other.id}/impersonate`),
      request(t.app, cookie).post(`/v1/admin/users/${other.id}/block`, {
        kind: 'freeze',
        reason: 'x',
      }),
      request(t.app, cookie).post(`/v1/admin/users/${other.id}/unblock`),
      request(t.app, cookie).patch(`/v1/admin/users/${other.id}/plan`, { plan: 'pro' }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden', message: 'Permission denied' });
    }
    expect((await request(t.app).get('/v1/admin/users')).statusCode).toBe(401);
    expect((await request(t.app).get(`/v1/admin/users/${other.id}`)).statusCode).toBe(401);
  });
});

describe('GET /v1/admin/users', () => {
  it('searches by name, username or e-mail and pages newest first', async () => {
    const tag = uniqueId();
    const a = await createUser(t, { name: `Zed ${tag}` });
    t.clock.advance(1000);
    const b = await createUser(t, { username: `u_${tag}` });
    t.clock.advance(1000);
    const c = await createUser(t, { email: `${tag}@mail.test`, plan: 'artist' });
    t.clock.advance(1000);

    const first = await asAdmin().get(`/v1/admin/users?q=${tag.toUpperCase()}&limit=2`);
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.items.map((u: { _id: string }) => u._id)).toEqual([c.id, b.id]);
    expect(page1.items[0]).toEqual({
      _id: c.id,
      name: c.name,
      username: c.username,
      email: c.email,
      role: 'user',
      plan: 'artist',
      freeze: false,
      banned: false,
      blockReason: null,
      createdAt: c.createdAt.toISOString(),
      releaseCounts: { total: 0, live: 0 },
    });
    const page2 = (
      await asAdmin().get(`/v1/admin/users?q=${tag}&limit=2&cursor=${page1.nextCursor}`)
    ).json();
    expect(page2).toEqual({ items: [expect.objectContaining({ _id: a.id })], nextCursor: null });
  });

  it('treats % and _ in the search as plain characters', async () => {
    const res = await asAdmin().get('/v1/admin/users?q=%25%25%25');
    expect(res.json().items).toEqual([]);
  });
});

describe('GET /v1/admin/users/:id', () => {
  it('shows the account, its release counts and its releases, newest first', async () => {
    const tag = uniqueId();
    const user = await createUser(t, {
      name: `Rel ${tag}`,
      plan: 'artist',
      blocked: { kind: 'freeze', reason: 'Chargeback' },
    });
    // A blocked owner cannot use the API: their releases are made before the freeze.
    const owner = await createUser(t, { plan: 'artist' });
    const api = request(t.app, await signIn(t, owner));
    const { release: submitted } = await readyRelease(t, api, owner.id);
    const submittedAt = t.clock.now().toISOString();
    await submitOk(api, submitted.id);
    t.clock.advance(1000);
    const { release: live } = await readyRelease(t, api, owner.id);
    await t.db.update(releases).set({ status: 'live' }).where(eq(releases.id, live.id));
    t.clock.advance(1000);
    const draft = (await api.post('/v1/releases', { title: `Draft ${tag}` })).json();

    const res = await asAdmin().get(`/v1/admin/users/${owner.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({
      _id: owner.id,
      plan: 'artist',
      releaseCounts: { total: 3, live: 1 },
    });
    expect(body.releases.map((r: { id: string }) => r.id)).toEqual([
      draft.id,
      live.id,
      submitted.id,
    ]);
    expect(body.releases[0]).toEqual({
      id: draft.id,
      title: `Draft ${tag}`,
      status: 'draft',
      releaseType: 'single',
      referenceId: null,
      releaseDate: null,
      submittedAt: null,
      createdAt: draft.createdAt,
    });
    expect(body.releases[2]).toMatchObject({
      status: 'submitted',
      referenceId: expect.stringMatching(/^SP-/),
      submittedAt,
    });

    // The list carries the same counts; a blocked account shows its reason.
    const list = (await asAdmin().get(`/v1/admin/users?q=${owner.username}`)).json();
    expect(list.items[0].releaseCounts).toEqual({ total: 3, live: 1 });
    const frozen = (await asAdmin().get(`/v1/admin/users/${user.id}`)).json();
    expect(frozen).toEqual({
      user: expect.objectContaining({
        freeze: true,
        blockReason: 'Chargeback',
        releaseCounts: { total: 0, live: 0 },
      }),
      releases: [],
    });
  });

  it('answers 404 to an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await asAdmin().get(`/v1/admin/users/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    }
  });
});

describe('impersonation', () => {
  it('acts as the user, then returns to the admin session', async () => {
    const user = await createUser(t, { twofactor: true });
    const start = await asAdmin().post(`/v1/admin/users/${user.id}/impersonate`);
    expect(start.statusCode).toBe(200);
    expect(start.json().user).toMatchObject({ _id: user.id, impersonate: true });
    const asUser = cookieOf(start)!;
    const me = await request(t.app, asUser).get('/v1/api/user');
    expect(me.json()).toMatchObject({ _id: user.id, impersonate: true });
    // The admin's own session was replaced by the impersonation session.
    expect((await asAdmin().get('/v1/api/user')).statusCode).toBe(401);
    const [event] = await activityOf(user.id);
    expect(event).toMatchObject({ kind: 'impersonated', actorId: admin.id, ip: null });

    const stop = await request(t.app, asUser).post('/v1/admin/impersonation/stop');
    expect(stop.statusCode).toBe(200);
    expect(stop.json().user).toMatchObject({ _id: admin.id, role: 'admin', impersonate: false });
    adminCookie = cookieOf(stop)!;
    expect((await request(t.app, asUser).get('/v1/api/user')).statusCode).toBe(401);
    expect((await asAdmin().get('/v1/admin/users')).statusCode).toBe(200);
  });

  it('stop works while the impersonated user is blocked', async () => {
    const user = await createUser(t, { blocked: { kind: 'banned', reason: 'Spam' } });
    const start = await asAdmin().post(`/v1/admin/users/${user.id}/impersonate`);
    const asUser = cookieOf(start)!;
    expect((await request(t.app, asUser).get('/v1/api/user')).statusCode).toBe(403);
    const stop = await request(t.app, asUser).post('/v1/admin/impersonation/stop');
    expect(stop.statusCode).toBe(200);
    adminCookie = cookieOf(stop)!;
  });

  it('refuses to impersonate an administrator or an unknown user', async () => {
    const other = await createUser(t, { role: 'admin' });
    const res = await asAdmin().post(`/v1/admin/users/${other.id}/impersonate`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'cannot_impersonate_admin',
      message: 'Administrators cannot be impersonated',
    });
    expect((await asAdmin().post('/v1/admin/users/nope/impersonate')).statusCode).toBe(404);
    expect(
      (await asAdmin().post('/v1/admin/users/00000000-0000-4000-8000-000000000000/impersonate'))
        .statusCode,
    ).toBe(404);
  });

  it('stop answers not_impersonating to a normal session', async () => {
    const user = await createUser(t);
    const res = await request(t.app, await signIn(t, user)).post('/v1/admin/impersonation/stop');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'not_impersonating',
      message: 'You are not impersonating anyone',
    });
  });

  it('stop grants nothing when the impersonator is no longer an admin', async () => {
    const former = await createUser(t);
    const user = await createUser(t);
    const cookie = await signIn(t, user, { impersonatorId: former.id });
    const res = await request(t.app, cookie).post('/v1/admin/impersonation/stop');
    expect(res.statusCode).toBe(403);
    expect((await request(t.app, cookie).get('/v1/api/user')).statusCode).toBe(401);
  });
});

describe('blocking', () => {
  it('freezes with a reason the user sees, keeps the sessions, and unblocks', async () => {
    const user = await createUser(t);
    const cookie = await signIn(t, user);
    const block = await asAdmin().post(`/v1/admin/users/${user.id}/block`, {
      kind: 'freeze',
      reason: 'Copyright claim under review',
    });
    expect(block.statusCode).toBe(200);
    expect(block.json()).toMatchObject({
      _id: user.id,
      freeze: true,
      banned: false,
      blockReason: 'Copyright claim under review',
    });
    const me = await request(t.app, cookie).get('/v1/api/user');
    expect(me.statusCode).toBe(403);
    expect(me.json().blocked).toEqual({ kind: 'freeze', reason: 'Copyright claim under review' });
    expect((await request(t.app, cookie).get('/v1/auth/logout')).statusCode).toBe(200);

    const again = await signIn(t, user);
    const unblock = await asAdmin().post(`/v1/admin/users/${user.id}/unblock`);
    expect(unblock.json()).toMatchObject({ freeze: false, banned: false, blockReason: null });
    expect((await request(t.app, again).get('/v1/api/user')).statusCode).toBe(200);
    const events = await activityOf(user.id);
    expect(events.map((e) => e.kind)).toEqual(['blocked', 'signed_out', 'unblocked']);
    expect(events[0]).toMatchObject({ data: { kind: 'freeze' }, actorId: admin.id, ip: null });
  });

  it('bans, and validates the kind and the reason', async () => {
    const user = await createUser(t);
    const ban = await asAdmin().post(`/v1/admin/users/${user.id}/block`, {
      kind: 'banned',
      reason: 'Fraud',
    });
    expect(ban.json()).toMatchObject({ banned: true, freeze: false });
    const bad = await asAdmin().post(`/v1/admin/users/${user.id}/block`, {
      kind: 'x',
      reason: ' ',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['kind', 'reason']);
  });

  it('an administrator cannot block themselves', async () => {
    const res = await asAdmin().post(`/v1/admin/users/${admin.id}/block`, {
      kind: 'freeze',
      reason: 'oops',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'cannot_block_self',
      message: 'You cannot block your own account',
    });
  });
});

describe('PATCH /v1/admin/users/:id/plan', () => {
  it('sets the plan the user then has', async () => {
    const user = await createUser(t);
    const res = await asAdmin().patch(`/v1/admin/users/${user.id}/plan`, { plan: 'pro' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: user.id, plan: 'pro' });
    const me = await request(t.app, await signIn(t, user)).get('/v1/api/user');
    expect(me.json().subscription).toEqual({ plan_name: 'pro' });
    const [event] = await activityOf(user.id);
    expect(event).toMatchObject({ kind: 'plan_changed', data: { from: 'lite', to: 'pro' } });
    const bad = await asAdmin().patch(`/v1/admin/users/${user.id}/plan`, { plan: 'gold' });
    expect(bad.statusCode).toBe(400);
  });
});
