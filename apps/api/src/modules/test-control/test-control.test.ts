import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { days } from '../../lib/clock.ts';
import { captchaBypass, createTestApp, request, type TestApp } from '../../test/app.ts';
import { cookieOf, defaultPassword, freshIp } from '../../test/factories.ts';
import { killAll, startProcess } from '../../test/processes.ts';
import { eq } from 'drizzle-orm';
import { freeArtist } from '../billing/test/billing-test-kit.ts';
import { billingSubscriptions } from '../billing/billing.table.ts';
import { findReleaseById } from '../releases/releases.repository.ts';
import {
  approvedRelease,
  ctxOf,
  deliverNow,
  deliveriesOf,
  dropAck,
} from '../delivery/test/delivery-test-kit.ts';
import { testClockHeader, testControlHeader, testControlJobs } from './test-control.routes.ts';

const token = 'e2e-control-token-0123456789';
const withToken = { [testControlHeader]: token };
const captcha = { id: 'x', answer: captchaBypass };

describe('test control, off (no TEST_CONTROL_TOKEN)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WORKERS: 'off' });
  });
  afterAll(() => t.close());

  it('answers 404 as for a route that does not exist, token or not; the clock header does nothing', async () => {
    const api = request(t.app);
    const res = await api.post('/v1/test/jobs/delivery.go-live', {}, withToken);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
    const health = await api.get('/v1/health', { ...withToken, [testClockHeader]: 'soon' });
    expect(health.statusCode).toBe(200);
  });
});

describe('test control, on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WORKERS: 'off', TEST_CONTROL_TOKEN: token });
  });
  afterAll(() => t.close());

  it('answers 404 without the token or with a wrong one, and ignores its clock header', async () => {
    const api = request(t.app);
    const attempts: Record<string, string>[] = [
      {},
      { [testControlHeader]: '' },
      { [testControlHeader]: `${token}x` },
      { [testControlHeader]: token.slice(0, -1) },
    ];
    for (const headers of attempts) {
      const res = await api.post('/v1/test/jobs/delivery.acks', {}, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(404);
      expect(res.json().code).toBe('not_found');
      const health = await api.get('/v1/health', { ...headers, [testClockHeader]: 'soon' });
      expect(health.statusCode, JSON.stringify(headers)).toBe(200);
    }
    // As an Authorization header it is a personal access token, and not one (decision 042).
    const asBearer = await api.post(
      '/v1/test/jobs/delivery.acks',
      {},
      { authorization: `Bearer ${token}` },
    );
    expect(asBearer.statusCode).toBe(401);
    expect(asBearer.json().code).toBe('api_token_invalid');
    const bad = await api.get('/v1/health', { ...withToken, [testClockHeader]: 'soon' });
    expect(bad.statusCode).toBe(400);
  });

  it('runs only the whitelisted jobs', async () => {
    expect(Object.keys(testControlJobs).sort()).toEqual([
      'billing.sweep',
      'delivery.acks',
      'delivery.go-live',
      'prereview.auto-approve',
      'presave.release-day',
      'referrals.sweep',
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
    for (const d of await deliveriesOf(t, release.id)) await dropAck(t, d);

    expect((await api.post('/v1/test/jobs/delivery.acks', {}, withToken)).statusCode).toBe(200);
    expect(await status(release.id)).toBe('published');
    // The release date is 30 days out: go-live leaves it until the clock gets there.
    expect((await api.post('/v1/test/jobs/delivery.go-live', {}, withToken)).statusCode).toBe(200);
    expect(await status(release.id)).toBe('published');

    const monthOn = { ...withToken, [testClockHeader]: String(days(31)) };
    expect((await api.post('/v1/test/jobs/delivery.go-live', {}, monthOn)).statusCode).toBe(200);
    expect(await status(release.id)).toBe('live');
  }, 120_000);

  it('runs one request on a clock of its own; the billing sweep can be narrowed to one user', async () => {
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
    const aYearOn = { ...withToken, [testClockHeader]: String(days(366)) };

    const sweep = (extra: Record<string, string>) =>
      api.post('/v1/test/jobs/billing.sweep', { userId: mine.id }, extra);
    // Not yet at the period end: nothing to settle.
    expect((await sweep(withToken)).statusCode).toBe(200);
    expect((await subscriptionOf(mine.id)).status).toBe('active');
    // Without the token the header moves nothing (and the job route is not there).
    expect((await sweep({ [testClockHeader]: String(days(366)) })).statusCode).toBe(404);

    const res = await sweep(aYearOn);
    expect(res.statusCode, res.body).toBe(200);
    expect(await subscriptionOf(mine.id)).toMatchObject({ status: 'ended', endedAt: periodEnd });
    expect((await subscriptionOf(theirs.id)).status).toBe('active');
    expect(ctxOf(t).clock.now()).toEqual(t.clock.now());

    // A sign-in a year on, and what that session reads then and now.
    const login = await api.post(
      '/v1/auth/login',
      { username: mine.email, password: defaultPassword, captcha },
      { ...aYearOn, ...freshIp() },
    );
    expect(login.statusCode, login.body).toBe(200);
    const session = request(t.app, cookieOf(login));
    expect((await session.get('/v1/billing/subscription', aYearOn)).json()).toMatchObject({
      plan: 'lite',
      subscription: { status: 'ended' },
    });
    expect((await session.get('/v1/billing/subscription')).json().plan).toBe('artist');

    // Bounded as the clock's offset; only a job that can be narrowed takes a user.
    const tooFar = await api.get('/v1/health', {
      ...withToken,
      [testClockHeader]: String(days(5000)),
    });
    expect(tooFar.statusCode).toBe(400);
    const other = await api.post('/v1/test/jobs/delivery.go-live', { userId: mine.id }, withToken);
    expect(other.statusCode).toBe(400);
    expect(other.json().code).toBe('validation_failed');
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
