import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { createUser, signIn } from '../../test/factories.ts';
import { auditLog } from '../audit/audit.table.ts';
import { seedToolQuotas } from './tool-quotas.service.ts';
import { findToolAllowance, returnToolUse, takeToolUse } from './index.ts';
import { toolQuotas } from './tool-quotas.table.ts';

let t: TestApp;
let admin: ReturnType<typeof request>;
let adminId: string;
const signInAdmin = async () => {
  admin = request(t.app, await signIn(t, { id: adminId }));
};
beforeAll(async () => {
  t = await createTestApp();
  adminId = (await createUser(t, { role: 'admin' })).id;
  await signInAdmin();
});
afterAll(async () => {
  await t.close();
});

const setQuota = (plan: string, monthlyAllowance: unknown) =>
  admin.put(`/v1/admin/tool-quotas/${plan}/lyrics`, { monthlyAllowance });

describe('tool quotas', () => {
  it('are seeded once: on the free plan 3 cover art sets, 5 lyrics, 2 masters and 1 pitch a month', async () => {
    await seedToolQuotas(t.db);
    await seedToolQuotas(t.db);
    const res = await admin.get('/v1/admin/tool-quotas');
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .items.map((q: { tool: string; plan: string; monthlyAllowance: number | null }) => [
          q.tool,
          q.plan,
          q.monthlyAllowance,
        ]),
    ).toEqual([
      ['cover_art', 'lite', 3],
      ['cover_art', 'artist', null],
      ['cover_art', 'pro', null],
      ['lyrics', 'lite', 5],
      ['lyrics', 'artist', null],
      ['lyrics', 'pro', null],
      ['mastering', 'lite', 2],
      ['mastering', 'artist', null],
      ['mastering', 'pro', null],
      ['playlist_pitch', 'lite', 1],
      ['playlist_pitch', 'artist', 10],
      ['playlist_pitch', 'pro', null],
    ]);
    expect(await t.db.select().from(toolQuotas)).toHaveLength(12);
  });

  it('are for administrators only', async () => {
    const user = request(t.app, await signIn(t, await createUser(t)));
    for (const [api, status] of [
      [user, 403],
      [request(t.app), 401],
    ] as const) {
      const answers = await Promise.all([
        api.get('/v1/admin/tool-quotas'),
        api.put('/v1/admin/tool-quotas/lite/lyrics', { monthlyAllowance: 100 }),
      ]);
      expect(answers.map((r) => r.statusCode)).toEqual([status, status]);
    }
  });

  it('change without a deploy, are audited, and keep the change over a restart', async () => {
    const res = await setQuota('artist', 40);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      plan: 'artist',
      tool: 'lyrics',
      monthlyAllowance: 40,
      updatedBy: adminId,
    });
    await seedToolQuotas(t.db);
    const [row] = await t.db
      .select()
      .from(toolQuotas)
      .where(and(eq(toolQuotas.plan, 'artist'), eq(toolQuotas.tool, 'lyrics')));
    expect(row?.monthlyAllowance).toBe(40);
    expect((await setQuota('artist', null)).json().monthlyAllowance).toBeNull();

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.actorId, adminId));
    expect(entries.map((e) => e.data)).toContainEqual(
      expect.objectContaining({
        method: 'PUT',
        route: '/v1/admin/tool-quotas/:plan/:tool',
        status: 200,
        params: { plan: 'artist', tool: 'lyrics' },
      }),
    );
  });

  it('refuse bad input with field errors', async () => {
    const cases: [string, unknown, string][] = [
      ['lite', -1, 'monthlyAllowance'],
      ['lite', 1.5, 'monthlyAllowance'],
      ['lite', '5', 'monthlyAllowance'],
      ['lite', undefined, 'monthlyAllowance'],
      ['gold', 5, 'plan'],
    ];
    for (const [plan, value, field] of cases) {
      const res = await setQuota(plan, value);
      expect(res.statusCode, JSON.stringify(value)).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation_failed',
        fields: { [field]: expect.any(String) },
      });
    }
    const tool = await admin.put('/v1/admin/tool-quotas/lite/poems', { monthlyAllowance: 1 });
    expect(tool.json().fields).toMatchObject({ tool: expect.any(String) });
  });
});

const allow = async (plan: string, monthlyAllowance: number) =>
  expect((await setQuota(plan, monthlyAllowance)).statusCode).toBe(200);

describe('taking a use', () => {
  it('counts uses per month and refuses the one past the allowance', async () => {
    await allow('lite', 2);
    const user = await createUser(t);
    const first = await takeToolUse(t.app.ctx, user, 'lyrics');
    await takeToolUse(t.app.ctx, user, 'lyrics');
    const refused = takeToolUse(t.app.ctx, user, 'lyrics');
    await expect(refused).rejects.toMatchObject({
      code: 'tool_quota_reached',
      params: { context: 'lyrics', limit: 2 },
    });
    expect(await findToolAllowance(t.app.ctx, user, 'lyrics')).toMatchObject({
      used: 2,
      limit: 2,
    });

    // A failed generation gives its use back.
    await returnToolUse(t.app.ctx, first);
    await takeToolUse(t.app.ctx, user, 'lyrics');

    // A new month starts afresh.
    t.clock.advance(32 * 86_400_000);
    expect((await findToolAllowance(t.app.ctx, user, 'lyrics')).used).toBe(0);
    await takeToolUse(t.app.ctx, user, 'lyrics');
    await signInAdmin();
  });

  it('gives the last use to one of many requests at once', async () => {
    await allow('lite', 3);
    const user = await createUser(t);
    await takeToolUse(t.app.ctx, user, 'lyrics');
    await takeToolUse(t.app.ctx, user, 'lyrics');
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => takeToolUse(t.app.ctx, user, 'lyrics')),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await findToolAllowance(t.app.ctx, user, 'lyrics')).used).toBe(3);
  });

  it('refuses every use at 0 and counts without limit when unlimited', async () => {
    await allow('lite', 0);
    const user = await createUser(t);
    await expect(takeToolUse(t.app.ctx, user, 'lyrics')).rejects.toMatchObject({
      code: 'tool_quota_reached',
    });
    const pro = await createUser(t, { plan: 'pro' });
    for (let i = 0; i < 7; i++) await takeToolUse(t.app.ctx, pro, 'lyrics');
    expect(await findToolAllowance(t.app.ctx, pro, 'lyrics')).toMatchObject({
      used: 7,
      limit: null,
    });
  });
});

describe('GET /v1/tools/allowances', () => {
  it('tells the user what their plan leaves of each tool this month, and only theirs', async () => {
    const free = await createUser(t);
    const api = request(t.app, await signIn(t, free));
    await takeToolUse(t.app.ctx, { id: free.id, planName: 'lite' }, 'mastering');
    const res = await api.get('/v1/tools/allowances');
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      { tool: 'cover_art', used: 0, limit: 3, resetsAt: expect.any(String) },
      // An earlier test set the free plan's lyrics; its masters keep the default.
      { tool: 'lyrics', used: 0, limit: expect.any(Number), resetsAt: expect.any(String) },
      { tool: 'mastering', used: 1, limit: 2, resetsAt: expect.any(String) },
      { tool: 'playlist_pitch', used: 0, limit: 1, resetsAt: expect.any(String) },
    ]);
    const other = request(t.app, await signIn(t, await createUser(t, { plan: 'pro' })));
    expect((await other.get('/v1/tools/allowances')).json().items).toEqual([
      { tool: 'cover_art', used: 0, limit: null, resetsAt: expect.any(String) },
      { tool: 'lyrics', used: 0, limit: null, resetsAt: expect.any(String) },
      { tool: 'mastering', used: 0, limit: null, resetsAt: expect.any(String) },
      { tool: 'playlist_pitch', used: 0, limit: null, resetsAt: expect.any(String) },
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/v1/tools/allowances' })).statusCode).toBe(
      401,
    );
  });
});
