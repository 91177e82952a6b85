import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { days } from '../../lib/clock.ts';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { killAll, startProcess } from '../../test/processes.ts';
import { eq } from 'drizzle-orm';
import { freeArtist } from '../billing/billing-test-kit.ts';
import { billingSubscriptions } from '../billing/billing.table.ts';
import { planAt } from '../plans/plan-periods.ts';
import { findReleaseById } from '../releases/releases.repository.ts';
import {
  approvedRelease,
  ctxOf,
  deliverNow,
  deliveriesOf,
  dropAck,
} from '../delivery/delivery-test-kit.ts';
import { testControlHeader, testControlJobs } from './test-control.routes.ts';

const token = 'e2e-control-token-0123456789';
const withToken = { [testControlHeader]: token };

describe('test control, off (no TEST_CONTROL_TOKEN)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WORKERS: 'off' });
  });
  afterAll(() => t.close());

  it('answers 404 as for a route that does not exist, token or not', async () => {
    const api = request(t.app);
    const before = ctxOf(t).clock.now().getTime();
    for (const res of [
      await api.post('/v1/test/clock', { offsetMs: days(30) }, withToken),
      await api.post('/v1/test/jobs/delivery.go-live', {}, withToken),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    expect(ctxOf(t).clock.now().getTime()).toBe(before);
  });
});

describe('test control, on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WORKERS: 'off', TEST_CONTROL_TOKEN: token });
  });
  afterAll(() => t.close());

  it('answers 404 without the token or with a wrong one, and moves nothing', async () => {
    const api = request(t.app);
    const attempts: Record<string, string>[] = [
      {},
      { [testControlHeader]: '' },
      { [testControlHeader]: `${token}x` },
      { [testControlHeader]: token.slice(0, -1) },
      { authorization: `Bearer ${token}` },
    ];
    for (const headers of attempts) {
      const res = await api.post('/v1/test/clock', { offsetMs: days(30) }, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(404);
      expect(res.json().code).toBe('not_found');
      expect((await api.post('/v1/test/jobs/delivery.acks', {}, headers)).statusCode).toBe(404);
    }
    expect(ctxOf(t).clock.now().getTime()).toBe(t.clock.now().getTime());
  });

  it('sets the app clock ahead and back; the offset is bounded', async () => {
    const api = request(t.app);
    const ahead = await api.post('/v1/test/clock', { offsetMs: days(22) }, withToken);
    expect(ahead.statusCode, ahead.body).toBe(200);
    const expected = new Date(t.clock.now().getTime() + days(22));
    expect(ahead.json()).toEqual({ offsetMs: days(22), now: expected.toISOString() });
    expect(ctxOf(t).clock.now()).toEqual(expected);

    const tooFar = await api.post('/v1/test/clock', { offsetMs: days(5000) }, withToken);
    expect(tooFar.statusCode).toBe(400);
    expect((await api.post('/v1/test/clock', { offsetMs: 0 }, withToken)).statusCode).toBe(200);
    expect(ctxOf(t).clock.now()).toEqual(t.clock.now());
  });

  it('runs only the whitelisted jobs', async () => {
    expect(Object.keys(testControlJobs).sort()).toEqual([
      'billing.sweep',
      'delivery.acks',
      'delivery.go-live',
      'prereview.auto-approve',
    ]);
    const api = request(t.app);
    for (const name of ['delivery.send', 'delivery.start', 'mail.send', 'constructor', 'x']) {
      const res = await api.post(`/v1/test/jobs/${name}`, {}, withToken);
      expect(res.statusCode, name).toBe(404);
    }
    const res = await api.post('/v1/test/jobs/prereview.auto-approve', {}, withToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ job: 'prereview.auto-approve' });
  });

  it('reads the ACKs now, and after the clock passes the release date the release goes live', async () => {
    const api = request(t.app);
    const status = async (id: string) => (await findReleaseById(t.db, id))!.status;
    const { release } = await approvedRelease(t);
    await deliverNow(t, release.id);
    for (const d of await deliveriesOf(t, release.id)) await dropAck(t, d.storeId, d.messageId);

    expect((await api.post('/v1/test/jobs/delivery.acks', {}, withToken)).statusCode).toBe(200);
    expect(await status(release.id)).toBe('published');
    // The release date is 30 days out: go-live leaves it until the clock gets there.
    expect((await api.post('/v1/test/jobs/delivery.go-live', {}, withToken)).statusCode).toBe(200);
    expect(await status(release.id)).toBe('published');

    await api.post('/v1/test/clock', { offsetMs: days(31) }, withToken);
    expect((await api.post('/v1/test/jobs/delivery.go-live', {}, withToken)).statusCode).toBe(200);
    await api.post('/v1/test/clock', { offsetMs: 0 }, withToken);
    expect(await status(release.id)).toBe('live');
  }, 120_000);

  it("moves one job's clock and narrows the billing sweep to one user; the app's clock stays", async () => {
    const api = request(t.app);
    const cancelled = async () => {
      const artist = await freeArtist(t);
      const { id } = (await artist.api.post('/v1/billing/checkout', { plan: 'artist' })).json();
      expect((await artist.api.post(`/v1/billing/checkouts/${id}/confirm`)).statusCode).toBe(200);
      expect((await artist.api.post('/v1/billing/subscription/cancel')).statusCode).toBe(200);
      return artist.user;
    };
    const subscriptionOf = async (userId: string) =>
      (
        await t.db
          .select()
          .from(billingSubscriptions)
          .where(eq(billingSubscriptions.userId, userId))
      )[0]!;
    const mine = await cancelled();
    const theirs = await cancelled();
    const periodEnd = (await subscriptionOf(mine.id)).periodEnd;

    const sweep = (body: object) => api.post('/v1/test/jobs/billing.sweep', body, withToken);
    // Not yet at the period end: nothing to settle.
    expect((await sweep({ userId: mine.id })).statusCode).toBe(200);
    expect((await subscriptionOf(mine.id)).status).toBe('active');

    const res = await sweep({ userId: mine.id, offsetMs: days(366) });
    expect(res.statusCode, res.body).toBe(200);
    expect(await subscriptionOf(mine.id)).toMatchObject({ status: 'ended', endedAt: periodEnd });
    expect(await planAt(t.db, mine.id, new Date(periodEnd.getTime() + 1))).toBe('lite');
    expect((await subscriptionOf(theirs.id)).status).toBe('active');
    expect(ctxOf(t).clock.now()).toEqual(t.clock.now());

    // Only a job that can be narrowed takes a user; offsets are bounded as the clock's.
    const other = await api.post('/v1/test/jobs/delivery.go-live', { userId: mine.id }, withToken);
    expect(other.statusCode).toBe(400);
    expect(other.json().code).toBe('validation_failed');
    expect((await sweep({ offsetMs: days(5000) })).statusCode).toBe(400);
    expect((await subscriptionOf(theirs.id)).status).toBe('active');
  });

  it('stays out of the OpenAPI document', async () => {
    const doc = (await request(t.app).get('/v1/docs/json')).json();
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/v1/test'))).toEqual([]);
  });
});

describe('test control in production', () => {
  afterAll(() => killAll());

  it('is refused by the configuration and the server does not start', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'soundpost-test-control-'));
    try {
      expect(() =>
        loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', TEST_CONTROL_TOKEN: token }),
      ).toThrow(/TEST_CONTROL_TOKEN: .*refused when NODE_ENV=production/);
      const server = startProcess({
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        PORT: '0',
        TEST_CONTROL_TOKEN: token,
      });
      expect(await server.exited).toBe(1);
      expect(server.output()).toMatch(/TEST_CONTROL_TOKEN: .*refused when NODE_ENV=production/);
      // Development and test may use it; a short token is refused everywhere.
      expect(loadConfig({ DATA_DIR: dataDir, TEST_CONTROL_TOKEN: token }).testControlToken).toBe(
        token,
      );
      expect(() => loadConfig({ DATA_DIR: dataDir, TEST_CONTROL_TOKEN: 'short' })).toThrow(
        /TEST_CONTROL_TOKEN/,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
