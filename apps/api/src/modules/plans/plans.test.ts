import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { createUser, signIn } from '../../test/factories.ts';
import { auditLog } from '../audit/audit.table.ts';
import { seedPlanPrices } from './plans.service.ts';
import { planPrices } from './plans.table.ts';

let t: TestApp;
let admin: ReturnType<typeof request>;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t, { role: 'admin' });
  adminId = user.id;
  admin = request(t.app, await signIn(t, user));
});
afterAll(async () => {
  await t.close();
});

const priceOf = async (plan: string) =>
  (await request(t.app).get('/v1/plans'))
    .json()
    .items.find((i: { plan: string }) => i.plan === plan).yearly;

describe('plan catalogue', () => {
  it('is public: every plan, free first, with the spec prices and capabilities', async () => {
    const res = await request(t.app).get('/v1/plans');
    expect(res.statusCode).toBe(200);
    const items = res.json().items;
    expect(items.map((i: { plan: string }) => i.plan)).toEqual(['lite', 'artist', 'pro']);
    expect(items.map((i: { yearly: unknown }) => i.yearly)).toEqual([
      { amountMinor: 0, currency: 'USD' },
      { amountMinor: 4999, currency: 'USD' },
      { amountMinor: 9999, currency: 'USD' },
    ]);
    expect(items[0].capabilities).toMatchObject({ royaltySharePercent: 85, payoutWaitDays: 90 });
    expect(items[2].capabilities).toMatchObject({
      royaltySharePercent: 100,
      smartlinkAnalytics: true,
      supportResponseHours: 4,
    });
  });

  it('seeds once however often the module starts', async () => {
    await seedPlanPrices(t.db);
    await seedPlanPrices(t.db);
    const rows = await t.db.select().from(planPrices).where(eq(planPrices.plan, 'lite'));
    expect(rows).toHaveLength(1);
  });

  it('keeps its history: rows cannot be changed or deleted', async () => {
    await expect(t.db.execute(sql`update plan_prices set amount_minor = 1`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from plan_prices`)).rejects.toThrow();
  });
});

describe('admin plan prices', () => {
  it('are for administrators only', async () => {
    const user = request(t.app, await signIn(t, await createUser(t)));
    for (const [api, status] of [
      [user, 403],
      [request(t.app), 401],
    ] as const) {
      const answers = await Promise.all([
        api.get('/v1/admin/plans/artist/price'),
        api.put('/v1/admin/plans/artist/price', { amountMinor: 1, currency: 'USD' }),
      ]);
      expect(answers.map((r) => r.statusCode)).toEqual([status, status]);
    }
    expect(await priceOf('artist')).toEqual({ amountMinor: 4999, currency: 'USD' });
  });

  it('shows the price in force and its history', async () => {
    const res = await admin.get('/v1/admin/plans/pro/price');
    expect(res.statusCode).toBe(200);
    const current = {
      amountMinor: 9999,
      currency: 'USD',
      effectiveFrom: '2000-01-01T00:00:00.000Z',
      setBy: null,
    };
    expect(res.json()).toEqual({ plan: 'pro', current, history: [current] });
  });

  it('makes a new price effective from now and keeps the old one in history', async () => {
    t.clock.advance(60_000);
    const now = t.clock.now().toISOString();
    const res = await admin.put('/v1/admin/plans/artist/price', {
      amountMinor: 5499,
      currency: 'EUR',
    });
    expect(res.statusCode).toBe(200);
    const current = { amountMinor: 5499, currency: 'EUR', effectiveFrom: now, setBy: adminId };
    expect(res.json()).toEqual({
      plan: 'artist',
      current,
      history: [
        current,
        {
          amountMinor: 4999,
          currency: 'USD',
          effectiveFrom: '2000-01-01T00:00:00.000Z',
          setBy: null,
        },
      ],
    });
    expect(await priceOf('artist')).toEqual({ amountMinor: 5499, currency: 'EUR' });
    expect(await priceOf('pro')).toEqual({ amountMinor: 9999, currency: 'USD' });

    // The same moment twice is refused rather than overwritten.
    const again = await admin.put('/v1/admin/plans/artist/price', {
      amountMinor: 5999,
      currency: 'EUR',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('conflict');
    expect(await priceOf('artist')).toEqual({ amountMinor: 5499, currency: 'EUR' });
  });

  it('is audited', async () => {
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.actorId, adminId));
    expect(entries.map((e) => e.data)).toContainEqual(
      expect.objectContaining({
        method: 'PUT',
        route: '/v1/admin/plans/:plan/price',
        status: 200,
        params: { plan: 'artist' },
      }),
    );
  });

  it('refuses bad input with field errors', async () => {
    const cases: [string, object, Record<string, string>][] = [
      ['artist', { amountMinor: 49.99, currency: 'USD' }, { amountMinor: expect.any(String) }],
      ['artist', { amountMinor: 0, currency: 'USD' }, { amountMinor: expect.any(String) }],
      ['artist', { amountMinor: '4999', currency: 'USD' }, { amountMinor: expect.any(String) }],
      ['artist', { amountMinor: 4999, currency: 'XYZ' }, { currency: expect.any(String) }],
      ['artist', { currency: 'USD' }, { amountMinor: expect.any(String) }],
      ['lite', { amountMinor: 100, currency: 'USD' }, { plan: expect.any(String) }],
      ['gold', { amountMinor: 100, currency: 'USD' }, { plan: expect.any(String) }],
    ];
    for (const [plan, body, fields] of cases) {
      const res = await admin.put(`/v1/admin/plans/${plan}/price`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', fields });
    }
    expect((await admin.get('/v1/admin/plans/lite/price')).statusCode).toBe(400);
    expect(await priceOf('lite')).toEqual({ amountMinor: 0, currency: 'USD' });
  });
});
