import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { cookieOf, createUser, signIn } from '../../test/factories.ts';
import { activity } from '../users/users.table.ts';
import { auditLog } from './audit.table.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let adminCookie: string;
const staffHeaders = { 'x-forwarded-for': '198.51.100.7', 'user-agent': 'StaffBrowser/1.0' };
const ownerHeaders = { 'x-forwarded-for': '203.0.113.9', 'user-agent': 'OwnerPhone/2.0' };

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'admin' });
  adminCookie = await signIn(t, admin);
});
afterAll(() => t.close());

const asAdmin = () => request(t.app, adminCookie);
const auditOf = (targetId: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(auditLog.createdAt);
const feedOf = async (cookie: string) =>
  (await request(t.app, cookie).get('/v1/api/user/activity')).json().items as Array<{
    kind: string;
    byStaff: boolean;
    ip: string | null;
    userAgent: string | null;
  }>;

describe('staff actions on an account', () => {
  it('block, plan change and unblock name the admin in the audit log, not in the feed', async () => {
    const user = await createUser(t);
    const owner = await signIn(t, user);
    await asAdmin().post(
      `/v1/admin/users/${user.id}/block`,
      { kind: 'freeze', reason: 'Dispute' },
      staffHeaders,
    );
    t.clock.advance(1000);
    await asAdmin().patch(`/v1/admin/users/${user.id}/plan`, { plan: 'pro' }, staffHeaders);
    t.clock.advance(1000);
    await asAdmin().post(`/v1/admin/users/${user.id}/unblock`, {}, staffHeaders);

    const entries = await auditOf(user.id);
    expect(entries.map((e) => [e.action, e.actorId, e.ip, e.userAgent])).toEqual([
      ['user_blocked', admin.id, '198.51.100.7', 'StaffBrowser/1.0'],
      ['user_plan_changed', admin.id, '198.51.100.7', 'StaffBrowser/1.0'],
      ['user_unblocked', admin.id, '198.51.100.7', 'StaffBrowser/1.0'],
    ]);
    expect(entries[0]!.data).toEqual({ kind: 'freeze', reason: 'Dispute' });
    expect(entries[1]!.data).toEqual({ from: 'lite', to: 'pro' });

    const rows = await t.db.select().from(activity).where(eq(activity.userId, user.id));
    for (const row of rows) expect(row).toMatchObject({ actorId: admin.id, ip: null });
    const feed = await feedOf(owner);
    expect(feed.map((e) => e.kind)).toEqual(['unblocked', 'plan_changed', 'blocked']);
    for (const event of feed) {
      expect(event).toMatchObject({ byStaff: true, ip: null, userAgent: null });
    }
    expect(JSON.stringify(feed)).not.toContain('198.51.100.7');
  });

  it("keeps the owner's own IP and device in the owner's feed", async () => {
    const user = await createUser(t);
    const owner = await signIn(t, user);
    await request(t.app, owner).post('/v1/account/sessions/revoke-others', {}, ownerHeaders);
    const [event] = await feedOf(owner);
    expect(event).toMatchObject({
      kind: 'sessions_revoked',
      byStaff: false,
      ip: '203.0.113.9',
      userAgent: 'OwnerPhone/2.0',
    });
    expect(await auditOf(user.id)).toEqual([]);
  });
});

describe('impersonation', () => {
  it('records start, every change made meanwhile, and the end under the admin', async () => {
    const user = await createUser(t);
    const owner = await signIn(t, user);
    const start = await asAdmin().post(`/v1/admin/users/${user.id}/impersonate`, {}, staffHeaders);
    expect(start.statusCode).toBe(200);
    const asUser = cookieOf(start)!;
    // Reads are not audited; changes are, whatever their outcome.
    await request(t.app, asUser).get('/v1/api/user', staffHeaders);
    t.clock.advance(1000);
    const revoke = await request(t.app, asUser).post(
      '/v1/account/sessions/revoke-others',
      {},
      staffHeaders,
    );
    expect(revoke.statusCode).toBe(200);
    t.clock.advance(1000);
    const missing = await request(t.app, asUser).delete(
      '/v1/account/sessions/00000000-0000-4000-8000-000000000000',
      staffHeaders,
    );
    expect(missing.statusCode).toBe(404);
    t.clock.advance(1000);
    const stop = await request(t.app, asUser).post(
      '/v1/admin/impersonation/stop',
      {},
      staffHeaders,
    );
    expect(stop.statusCode).toBe(200);
    adminCookie = cookieOf(stop)!;

    const entries = await auditOf(user.id);
    expect(entries.map((e) => [e.action, e.actorId, e.ip])).toEqual([
      ['impersonation_started', admin.id, '198.51.100.7'],
      ['impersonated_request', admin.id, '198.51.100.7'],
      ['impersonated_request', admin.id, '198.51.100.7'],
      ['impersonation_ended', admin.id, '198.51.100.7'],
    ]);
    expect(entries[1]!.data).toEqual({
      method: 'POST',
      route: '/v1/account/sessions/revoke-others',
      status: 200,
    });
    expect(entries[2]!.data).toEqual({
      method: 'DELETE',
      route: '/v1/account/sessions/:id',
      status: 404,
      params: { id: '00000000-0000-4000-8000-000000000000' },
    });

    // The revocation is the admin's in the user's activity, with no staff IP or device.
    const [revoked] = await t.db
      .select()
      .from(activity)
      .where(sql`${activity.userId} = ${user.id} and ${activity.kind} = 'sessions_revoked'`);
    expect(revoked).toMatchObject({ actorId: admin.id, ip: null, userAgent: null });
    expect((await request(t.app, owner).get('/v1/api/user')).statusCode).toBe(401);
    const again = await signIn(t, user);
    const feed = await feedOf(again);
    expect(feed.map((e) => [e.kind, e.byStaff, e.ip])).toEqual([
      ['sessions_revoked', true, null],
      ['impersonated', true, null],
    ]);
  });

  it('records a sign-out that ends an impersonation', async () => {
    const user = await createUser(t);
    const cookie = await signIn(t, user, { impersonatorId: admin.id });
    expect((await request(t.app, cookie).get('/v1/auth/logout', staffHeaders)).statusCode).toBe(
      200,
    );
    const [entry] = await auditOf(user.id);
    expect(entry).toMatchObject({
      action: 'impersonated_request',
      actorId: admin.id,
      data: { method: 'GET', route: '/v1/auth/logout', status: 200 },
    });
  });

  it('records a tus request, whose reply the tus server takes over', async () => {
    const user = await createUser(t);
    const cookie = await signIn(t, user, { impersonatorId: admin.id });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/uploads/audio',
      headers: {
        cookie,
        origin: 'http://localhost:3000',
        'tus-resumable': '1.0.0',
        'upload-length': '1000',
        ...staffHeaders,
      },
    });
    expect(res.statusCode).toBe(201);
    await vi.waitFor(async () => {
      const entries = await auditOf(user.id);
      expect(entries.map((e) => [e.action, e.actorId, e.data])).toEqual([
        [
          'impersonated_request',
          admin.id,
          { method: 'POST', route: '/v1/uploads/audio', status: 201 },
        ],
      ]);
    });
  });
});

describe('other admin-only changes', () => {
  it('are audited with their route and parameters, once, and only for administrators', async () => {
    const staff = await createUser(t, { role: 'admin' });
    const asStaff = request(t.app, await signIn(t, staff));
    const user = await createUser(t);
    expect((await asStaff.post('/v1/admin/banned-words', { word: 'scam' })).statusCode).toBe(201);
    t.clock.advance(1000);
    expect((await asStaff.delete('/v1/admin/banned-words/scam', staffHeaders)).statusCode).toBe(
      200,
    );
    t.clock.advance(1000);
    await asStaff.post(`/v1/admin/users/${user.id}/block`, { kind: 'freeze', reason: 'x' });
    // A user knocking on an admin route did nothing staff-like: no entry in their name.
    const asUser = request(t.app, await signIn(t, user));
    expect((await asUser.post('/v1/admin/banned-words', { word: 'x' })).statusCode).toBe(403);

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.actorId} in (${staff.id}, ${user.id})`)
      .orderBy(auditLog.createdAt);
    expect(entries.map((e) => [e.action, e.actorId, e.targetId, e.data])).toEqual([
      [
        'admin_request',
        staff.id,
        null,
        { method: 'POST', route: '/v1/admin/banned-words', status: 201 },
      ],
      [
        'admin_request',
        staff.id,
        null,
        {
          method: 'DELETE',
          route: '/v1/admin/banned-words/:word',
          status: 200,
          params: { word: 'scam' },
        },
      ],
      ['user_blocked', staff.id, user.id, { kind: 'freeze', reason: 'x' }],
    ]);
    expect(entries[1]).toMatchObject({ ip: '198.51.100.7', userAgent: 'StaffBrowser/1.0' });
  });
});

describe('GET /v1/admin/audit', () => {
  it('is for administrators only', async () => {
    const user = await createUser(t);
    expect((await request(t.app).get('/v1/admin/audit')).statusCode).toBe(401);
    const asUser = await request(t.app, await signIn(t, user)).get('/v1/admin/audit');
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json()).toMatchObject({ code: 'forbidden' });
    // An admin acting as a user has that user's rights only.
    const borrowed = await signIn(t, user, { impersonatorId: admin.id });
    expect((await request(t.app, borrowed).get('/v1/admin/audit')).statusCode).toBe(403);
  });

  it('filters by staff member, account and action, newest first, by cursor', async () => {
    const other = await createUser(t, { role: 'admin' });
    const otherCookie = await signIn(t, other);
    const target = await createUser(t);
    for (const plan of ['artist', 'pro', 'lite'] as const) {
      t.clock.advance(1000);
      await asAdmin().patch(`/v1/admin/users/${target.id}/plan`, { plan });
    }
    t.clock.advance(1000);
    await request(t.app, otherCookie).post(`/v1/admin/users/${target.id}/block`, {
      kind: 'banned',
      reason: 'Fraud',
    });

    const first = await asAdmin().get(
      `/v1/admin/audit?targetId=${target.id}&action=user_plan_changed&limit=2`,
    );
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.items.map((e: { data: { to: string } }) => e.data.to)).toEqual(['lite', 'pro']);
    expect(page1.items[0]).toMatchObject({
      action: 'user_plan_changed',
      actorId: admin.id,
      actor: { _id: admin.id, username: admin.username, name: admin.name },
      targetId: target.id,
      target: { _id: target.id, username: target.username },
    });
    const page2 = (
      await asAdmin().get(
        `/v1/admin/audit?targetId=${target.id}&action=user_plan_changed&limit=2&cursor=${page1.nextCursor}`,
      )
    ).json();
    expect(page2.items.map((e: { data: { to: string } }) => e.data.to)).toEqual(['artist']);
    expect(page2.nextCursor).toBeNull();

    const byOther = (await asAdmin().get(`/v1/admin/audit?actorId=${other.id}`)).json();
    expect(byOther.items.map((e: { action: string }) => e.action)).toEqual(['user_blocked']);
    const none = await asAdmin().get(`/v1/admin/audit?actorId=${target.id}`);
    expect(none.json()).toEqual({ items: [], nextCursor: null });
  });

  it('refuses malformed filters and cursors with field errors', async () => {
    const res = await asAdmin().get('/v1/admin/audit?actorId=nope&action=deleted_everything');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['action', 'actorId']);
    const cursor = await asAdmin().get('/v1/admin/audit?cursor=bm9wZQ');
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json().fields).toEqual({ cursor: 'invalid' });
  });
});

describe('atomicity', () => {
  it('a staff action whose audit entry cannot be written does not happen', async () => {
    const user = await createUser(t);
    await t.db.execute(sql`create function audit_refuse() returns trigger language plpgsql
      as $$ begin raise exception 'audit unavailable'; end $$`);
    await t.db.execute(sql`create trigger audit_refuse before insert on audit_log
      for each row execute function audit_refuse()`);
    try {
      const res = await asAdmin().post(`/v1/admin/users/${user.id}/block`, {
        kind: 'banned',
        reason: 'Fraud',
      });
      expect(res.statusCode).toBe(500);
      const plan = await asAdmin().patch(`/v1/admin/users/${user.id}/plan`, { plan: 'pro' });
      expect(plan.statusCode).toBe(500);
      // A request-level entry that cannot be written turns the answer into a 500, too.
      const word = await asAdmin().post('/v1/admin/banned-words', { word: 'unaudited' });
      expect(word.statusCode).toBe(500);
      expect(word.json()).toMatchObject({ code: 'internal_error' });
      // Also after an error answer, which Fastify does not hand to the error handler again:
      // the database's words (its query, the parameters) never reach the client.
      const refused = await asAdmin().post('/v1/admin/banned-words', { word: '' });
      expect(refused.statusCode).toBe(500);
      expect(refused.json()).toEqual({
        code: 'internal_error',
        message: expect.any(String),
        requestId: expect.any(String),
      });
      expect(refused.body).not.toMatch(/audit|insert|query/i);
    } finally {
      await t.db.execute(sql`drop trigger audit_refuse on audit_log`);
      await t.db.execute(sql`drop function audit_refuse()`);
    }
    const me = await request(t.app, await signIn(t, user)).get('/v1/api/user');
    expect(me.json()).toMatchObject({ banned: false, subscription: { plan_name: 'lite' } });
    const rows = await t.db.select().from(activity).where(eq(activity.userId, user.id));
    expect(rows).toEqual([]);
  });
});

describe('the audit table', () => {
  it('refuses updates and deletes', async () => {
    const user = await createUser(t);
    await asAdmin().post(`/v1/admin/users/${user.id}/unblock`);
    const [entry] = await auditOf(user.id);
    expect(entry).toBeDefined();
    await expect(
      t.db.update(auditLog).set({ actorId: user.id }).where(eq(auditLog.id, entry!.id)),
    ).rejects.toThrow();
    await expect(t.db.delete(auditLog).where(eq(auditLog.id, entry!.id))).rejects.toThrow();
    await expect(t.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect(await auditOf(user.id)).toHaveLength(1);
  });
});
