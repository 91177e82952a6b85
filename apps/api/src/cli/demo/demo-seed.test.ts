import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/select-rows.ts';
import { parseDecimal, toUnits } from '../../modules/ledger/index.ts';
import { captchaBypass, createTestApp, request, type TestApp } from '../../test/app.ts';
import { cookieOf, freshIp } from '../../test/factories.ts';
import { demoReleases } from './catalogue.ts';
import { demoSizes, seedDemo, type DemoSummary } from './seed.ts';
import { timeline } from './timeline.ts';
import { demoFacts } from './trends.ts';

// The small size (five months of trends, four statements); the default's year is checked on
// the generated facts alone, without importing them.
let t: TestApp;
let summary: DemoSummary;

beforeAll(async () => {
  // No job workers: the seed alone writes what is checked here.
  t = await createTestApp({ WORKERS: 'off' });
  summary = await seedDemo({ ...t.app.ctx, clock: t.clock }, demoSizes.small);
}, 120_000);
afterAll(() => t?.close());

const units = (usd: string) => toUnits(parseDecimal(usd)!);

async function signIn(who: { email: string; password: string }) {
  const res = await request(t.app).post(
    '/v1/auth/login',
    { username: who.email, password: who.password, captcha: captchaBypass },
    freshIp(),
  );
  expect(res.statusCode, res.body).toBe(200);
  return cookieOf(res)!;
}

describe('npm run demo: the seed', () => {
  it('leaves a release in every status the lifecycle reaches', () => {
    const statuses = new Set(summary.releases.map((r) => r.status));
    expect(statuses).toEqual(new Set(demoReleases.map((plan) => plan.outcome)));
    expect(statuses.size).toBe(12);
  });

  it('prints sign-ins that work on the real sign-in route', async () => {
    const admin = await signIn(summary.credentials.admin);
    const me = await request(t.app, admin).get('/v1/api/user');
    expect(me.json()).toMatchObject({ role: 'admin' });
    const label = await signIn(summary.credentials.label);
    const list = await request(t.app, label).get('/v1/releases?limit=50');
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toHaveLength(demoReleases.length);
  });

  it('builds rollups equal to the imported streams', async () => {
    // For all stores (`*`) by day and by month, and per store where kept: each sum the streams.
    const sums = await selectRows<{ grain: string; stores: string; streams: string }>(
      t.db,
      sql`select grain, case when store_id = '*' then 'all' else 'each' end as stores,
            sum(streams)::text as streams
          from analytics_rollups where dimension = 'track' group by 1, 2 order by 1, 2`,
    );
    expect(summary.trends.streams).toBeGreaterThan(0);
    expect(sums.filter((row) => row.stores === 'all').map((row) => row.grain)).toEqual([
      'day',
      'month',
    ]);
    for (const row of sums) expect(row.streams).toBe(String(summary.trends.streams));
  });

  it('keeps a ledger where the balance is the earnings less the paid payout', async () => {
    const label = await signIn(summary.credentials.label);
    const money = (await request(t.app, label).get('/v1/royalties/summary')).json();
    expect(summary.payout).not.toBeNull();
    expect(units(money.paid)).toBe(units(summary.payout!));
    expect(units(money.balance)).toBe(units(money.earned) - units(money.paid));
    expect(units(money.available) + units(money.pending)).toBe(units(money.balance));
    // Pro keeps every cent: the label's earnings and the producer's split are the reports' sum.
    const producer = await signIn(summary.credentials.collaborator);
    const split = (await request(t.app, producer).get('/v1/royalties/summary')).json();
    expect(units(split.earned)).toBeGreaterThan(0n);
    const [imported] = await selectRows<{ total: string }>(
      t.db,
      sql`select sum(total)::text as total from royalty_imports`,
    );
    expect(units(money.earned) + units(split.earned)).toBe(BigInt(imported!.total));
  });

  it('answers the analytics summary with the label’s year', async () => {
    const label = await signIn(summary.credentials.label);
    const days = timeline(t.clock.now());
    const range = `from=${days.date(-demoSizes.small.trendDays)}&to=${days.date(-1)}`;
    const res = await request(t.app, label).get(`/v1/analytics/summary?${range}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().totals.streams).toBe(summary.trends.streams);
    expect(Number(res.json().revenue)).toBeGreaterThan(0);
  });

  it('gives the default size a year of trends, from the first release to yesterday', () => {
    const days = timeline(t.clock.now());
    const seen = new Set<string>();
    for (const fact of demoFacts(days, summary.releases, {
      days: demoSizes.full.trendDays,
      rowsPerDay: demoSizes.full.rowsPerDay,
    })) {
      seen.add(fact.day);
    }
    const first = Math.min(...demoReleases.map((plan) => plan.releaseDay));
    expect(seen.size).toBe(-first);
    expect([...seen].sort().at(-1)).toBe(days.date(-1));
  });
});
