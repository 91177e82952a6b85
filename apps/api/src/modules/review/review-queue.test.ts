import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { createUser, signIn } from '../../test/factories.ts';
import { staff, submittedRelease } from './test/review-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const hour = 3_600_000;

describe('who reaches the review back-office', () => {
  it('staff do; a user is refused with 403 and a visitor with 401', async () => {
    const anonymous = request(t.app);
    const user = request(t.app, await signIn(t, await createUser(t)));
    const reviewer = await staff(t);
    const admin = await staff(t, 'admin');
    for (const url of ['/v1/admin/releases', '/v1/admin/releases/summary', '/v1/admin/takedowns']) {
      expect((await anonymous.get(url)).statusCode).toBe(401);
      expect((await user.get(url)).statusCode).toBe(403);
      expect((await reviewer.api.get(url)).statusCode).toBe(200);
      expect((await admin.api.get(url)).statusCode).toBe(200);
    }
    const post = '/v1/admin/releases/bulk-approve';
    expect((await anonymous.post(post, { ids: [crypto.randomUUID()] })).statusCode).toBe(401);
    expect((await user.post(post, { ids: [crypto.randomUUID()] })).statusCode).toBe(403);
  });

  it('a reviewer does not reach the admin-only routes', async () => {
    const reviewer = await staff(t);
    expect((await reviewer.api.get('/v1/admin/users')).statusCode).toBe(403);
    expect((await reviewer.api.get('/v1/admin/settings')).statusCode).toBe(403);
    expect((await reviewer.api.get('/v1/admin/audit')).statusCode).toBe(403);
  });
});

describe('GET /v1/admin/releases', () => {
  it('puts express, then priority, then standard first, each oldest first, and pages', async () => {
    t.clock.set(new Date('2027-03-01T09:00:00Z')); // a Monday
    const oldStandard = await submittedRelease(t, { schedule: 'standard' });
    t.clock.advance(hour);
    const express = await submittedRelease(t, { schedule: 'express', storeIds: ['deezer'] });
    t.clock.advance(hour);
    const priority = await submittedRelease(t, { schedule: 'priority' });
    t.clock.advance(hour);
    const newStandard = await submittedRelease(t, { schedule: 'standard', plan: 'artist' });
    const ids = [express.id, priority.id, oldStandard.id, newStandard.id];
    const { api } = await staff(t);

    const all = (await api.get('/v1/admin/releases?limit=100')).json();
    expect(
      all.items.map((r: { id: string }) => r.id).filter((id: string) => ids.includes(id)),
    ).toEqual(ids);

    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: { items: { id: string }[]; nextCursor: string | null } = (
        await api.get(`/v1/admin/releases?limit=1${cursor ? `&cursor=${cursor}` : ''}`)
      ).json();
      seen.push(...page.items.map((r: { id: string }) => r.id));
      cursor = page.nextCursor;
    }
    expect(seen.filter((id) => ids.includes(id))).toEqual(ids);
    expect((await api.get('/v1/admin/releases?cursor=bm9wZQ')).statusCode).toBe(400);

    const row = all.items.find((r: { id: string }) => r.id === express.id);
    expect(row).toMatchObject({
      status: 'submitted',
      schedule: 'express',
      storeCount: 1,
      submittedAt: '2027-03-01T10:00:00.000Z',
      dueAt: '2027-03-02T10:00:00.000Z',
      overdue: false,
      holder: null,
      owner: { id: express.artist.user.id, name: express.artist.user.name, plan: 'pro' },
    });
  });

  it('filters by status, schedule, plan, store and age, and flags what is overdue', async () => {
    t.clock.set(new Date('2027-04-05T09:00:00Z')); // a Monday
    const priority = await submittedRelease(t, { schedule: 'priority', plan: 'artist' });
    t.clock.advance(30 * hour);
    const express = await submittedRelease(t, { schedule: 'express', storeIds: ['deezer'] });
    const { api } = await staff(t);
    const ids = async (query: string) => {
      const res = await api.get(`/v1/admin/releases?limit=100&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().items.map((r: { id: string }) => r.id) as string[];
    };
    expect(await ids('schedule=priority')).toContain(priority.id);
    expect(await ids('schedule=priority')).not.toContain(express.id);
    expect(await ids('plan=artist')).toContain(priority.id);
    expect(await ids('plan=artist')).not.toContain(express.id);
    expect(await ids('store=deezer')).toContain(express.id);
    expect(await ids('store=spotify')).not.toContain(express.id);
    expect(await ids('olderThanHours=24')).toContain(priority.id);
    expect(await ids('olderThanHours=24')).not.toContain(express.id);
    expect(await ids('status=approved')).not.toContain(priority.id);
    expect(await ids('status=submitted,approved')).toContain(priority.id);
    expect((await api.get('/v1/admin/releases?status=nope')).statusCode).toBe(400);
    expect((await api.get('/v1/admin/releases?plan=gold')).statusCode).toBe(400);

    const rows = (await api.get('/v1/admin/releases?limit=100')).json().items;
    // Priority is due one business day after Monday 09:00: Tuesday 09:00, and it is 15:00.
    expect(rows.find((r: { id: string }) => r.id === priority.id)).toMatchObject({
      dueAt: '2027-04-06T09:00:00.000Z',
      overdue: true,
    });
    expect(rows.find((r: { id: string }) => r.id === express.id).overdue).toBe(false);
  });
});

describe('GET /v1/admin/releases/summary', () => {
  it('counts releases per status and how long decided ones waited', async () => {
    t.clock.set(new Date('2027-06-07T09:00:00Z'));
    const { id } = await submittedRelease(t);
    const { api } = await staff(t);
    const before = (await api.get('/v1/admin/releases/summary')).json();
    t.clock.advance(10 * hour);
    expect((await api.post(`/v1/admin/releases/${id}/take`)).statusCode).toBe(200);
    expect((await api.post(`/v1/admin/releases/${id}/approve`)).statusCode).toBe(200);
    const after = (await api.get('/v1/admin/releases/summary')).json();
    expect(after.counts.approved).toBe((before.counts.approved ?? 0) + 1);
    expect(after.decided.count).toBe(before.decided.count + 1);
    expect(after.decided.medianHours).toBeGreaterThanOrEqual(0);
    // 31 days later the decision is outside the window.
    t.clock.advance(31 * 24 * hour);
    const later = (await staff(t)).api; // sessions last 30 days
    expect((await later.get('/v1/admin/releases/summary')).json().decided.count).toBe(0);
  });
});
