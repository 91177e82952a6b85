import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { createUser, signIn } from '../../test/factories.ts';
import { deliveryJobs } from '../delivery/delivery-jobs.ts';
import { staff, storeChecks, submittedRelease } from './test/review-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  // No workers: the delivery job stays in the queue for the test to find.
  t = await createTestApp({ WORKERS: 'off' });
});
afterAll(() => t.close());

async function deliveryJobsFor(releaseId: string) {
  const { rows } = await t.database.executeSql(
    `select singleton_key as key from pgboss.job where name = $1 and data->>'releaseId' = $2`,
    [deliveryJobs.start, releaseId],
  );
  return rows;
}

describe('an approval by the review team queues the delivery', () => {
  it('approve: after the transition, one delivery start for the release', async () => {
    const { id } = await submittedRelease(t);
    const { api } = await staff(t);
    expect((await api.post(`/v1/admin/releases/${id}/take`)).statusCode).toBe(200);
    expect(await deliveryJobsFor(id)).toEqual([]);
    const res = await api.post(`/v1/admin/releases/${id}/approve`);
    expect(res.statusCode).toBe(200);
    expect(res.json().release.status).toBe('approved');
    expect(await deliveryJobsFor(id)).toEqual([{ key: id }]);
  });

  it('bulk approve: each approved release is queued, a refused one is not', async () => {
    const first = await submittedRelease(t);
    const second = await submittedRelease(t);
    const refused = await submittedRelease(t);
    const { api } = await staff(t);
    await api.post(`/v1/admin/releases/${refused.id}/reject`, { message: 'Not this one' });
    for (const { id } of [first, second, refused]) await storeChecks(t, id);
    const res = await api.post('/v1/admin/releases/bulk-approve', {
      ids: [first.id, second.id, refused.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((r: { ok: boolean }) => r.ok)).toEqual([true, true, false]);
    expect(await deliveryJobsFor(first.id)).toEqual([{ key: first.id }]);
    expect(await deliveryJobsFor(second.id)).toEqual([{ key: second.id }]);
    expect(await deliveryJobsFor(refused.id)).toEqual([]);
  });
});

describe('the review side of the checks and delivery routes', () => {
  it('a reviewer reaches them; a user is refused with 403 and a visitor with 401', async () => {
    const { id } = await submittedRelease(t);
    const reviewer = await staff(t);
    const user = request(t.app, await signIn(t, await createUser(t)));
    const anonymous = request(t.app);
    const reads = [
      `/v1/admin/releases/${id}/checks`,
      '/v1/admin/auto-approvals/summary',
      `/v1/admin/releases/${id}/deliveries`,
    ];
    for (const url of reads) {
      expect((await reviewer.api.get(url)).statusCode, url).toBe(200);
      expect((await user.get(url)).statusCode, url).toBe(403);
      expect((await anonymous.get(url)).statusCode, url).toBe(401);
    }
    const missing = crypto.randomUUID();
    const actions = [
      `/v1/admin/deliveries/${missing}/retry`,
      `/v1/admin/deliveries/${missing}/confirm`,
      `/v1/admin/releases/${missing}/takedown/process`,
    ];
    for (const url of actions) {
      // Past the access check: the reviewer is answered about the (missing) thing itself.
      expect((await reviewer.api.post(url)).statusCode, url).toBe(404);
      expect((await user.post(url)).statusCode, url).toBe(403);
      expect((await anonymous.post(url)).statusCode, url).toBe(401);
    }
  });
});
