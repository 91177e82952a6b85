import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { readyRelease, signedIn as newUser, submitOk } from './test/releases-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signedIn = (opts?: Parameters<typeof newUser>[1]) => newUser(t, opts);
const ids = (items: { id: string }[]) => items.map((r) => r.id);

describe('GET /v1/releases/overview', () => {
  it('lists the newest releases, those on their way by date, and their latest events', async () => {
    t.clock.set(new Date('2027-02-03T12:00:00Z'));
    const { user, api } = await signedIn({ plan: 'artist' });
    const later = await readyRelease(t, api, user.id, { releaseDate: '2027-04-01' });
    t.clock.advance(1000);
    const sooner = await readyRelease(t, api, user.id, { releaseDate: '2027-03-15' });
    t.clock.advance(1000);
    const draft = (await api.post('/v1/releases', { title: 'Sketches' })).json();
    await submitOk(api, later.release.id);
    await submitOk(api, sooner.release.id);

    const res = await api.get('/v1/releases/overview');
    expect(res.statusCode).toBe(200);
    const overview = res.json();
    expect(overview.total).toBe(3);
    expect(ids(overview.latest)).toEqual([draft.id, sooner.release.id, later.release.id]);
    expect(ids(overview.upcoming)).toEqual([sooner.release.id, later.release.id]);
    expect(overview.upcoming[0]).toMatchObject({ status: 'submitted', title: 'Night Drive' });
    expect(overview.activity[0]).toMatchObject({
      kind: 'submitted',
      by: 'artist',
      releaseId: sooner.release.id,
      releaseTitle: 'Night Drive',
    });
    // Paid plans have no monthly limit.
    expect(overview.allowance).toBeNull();
  });

  it("shows only the user's own releases and events", async () => {
    const { user, api } = await signedIn();
    await submitOk(api, (await readyRelease(t, api, user.id)).release.id);
    const other = await signedIn();
    const overview = (await other.api.get('/v1/releases/overview')).json();
    expect(overview).toMatchObject({ latest: [], upcoming: [], activity: [], total: 0 });
  });

  it('needs a session', async () => {
    for (const path of ['/v1/releases/overview', '/v1/releases/allowance']) {
      expect((await request(t.app).get(path)).statusCode).toBe(401);
    }
  });
});

describe('the free plan allowance', () => {
  it('counts first submissions this month and blocks a new release once they are used up', async () => {
    t.clock.set(new Date('2027-05-20T12:00:00Z'));
    const { user, api } = await signedIn();
    const allowance = async () => (await api.get('/v1/releases/allowance')).json().allowance;
    expect(await allowance()).toEqual({ used: 0, limit: 2, resetsAt: '2027-06-01T00:00:00.000Z' });

    for (let i = 0; i < 2; i++)
      await submitOk(api, (await readyRelease(t, api, user.id)).release.id);
    expect(await allowance()).toMatchObject({ used: 2, limit: 2 });
    expect((await api.get('/v1/releases/overview')).json().allowance).toMatchObject({ used: 2 });

    const refused = await api.post('/v1/releases', { title: 'One too many' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'distro_limit',
      message: 'You have reached the maximum number of releases for this month',
      params: { limit: 2 },
    });

    t.clock.set(new Date('2027-06-01T00:00:00Z'));
    expect(await allowance()).toMatchObject({ used: 0, limit: 2 });
    expect((await api.post('/v1/releases', { title: 'A new month' })).statusCode).toBe(201);
  });

  it('is null on paid plans, which may start as many releases as they like', async () => {
    const { api } = await signedIn({ plan: 'pro' });
    expect((await api.get('/v1/releases/allowance')).json()).toEqual({ allowance: null });
  });
});
