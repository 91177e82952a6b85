import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { createUser, signIn } from '../../test/factories.ts';
import { changePlan, planAt } from './plan-periods.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WORKERS: 'off' });
});
afterAll(() => t.close());

const at = (iso: string) => new Date(iso);

describe('plan history', () => {
  it('knows the plan of every instant, and the first plan before the account existed', async () => {
    t.clock.set(at('2024-01-10T00:00:00Z'));
    const user = await createUser(t, { plan: 'lite' });
    await changePlan(t.db, user.id, 'pro', at('2024-06-15T12:00:00Z'));
    await changePlan(t.db, user.id, 'lite', at('2024-09-01T00:00:00Z'));

    expect(await planAt(t.db, user.id, at('2023-12-01T00:00:00Z'))).toBe('lite');
    expect(await planAt(t.db, user.id, at('2024-06-15T11:59:59Z'))).toBe('lite');
    expect(await planAt(t.db, user.id, at('2024-06-15T12:00:00Z'))).toBe('pro');
    expect(await planAt(t.db, user.id, at('2024-08-31T23:59:59Z'))).toBe('pro');
    expect(await planAt(t.db, user.id, at('2025-03-01T00:00:00Z'))).toBe('lite');
  });

  it('takes the last of two changes at the same instant, and refuses a back-dated one', async () => {
    t.clock.set(at('2024-01-10T00:00:00Z'));
    const user = await createUser(t, { plan: 'lite' });
    const moment = at('2024-02-01T00:00:00Z');
    await changePlan(t.db, user.id, 'artist', moment);
    await changePlan(t.db, user.id, 'pro', moment);
    expect(await planAt(t.db, user.id, moment)).toBe('pro');
    await expect(changePlan(t.db, user.id, 'lite', at('2024-01-31T00:00:00Z'))).rejects.toThrow(
      'plan_change_backdated',
    );
  });

  it("records the admin's plan change as of the moment it was made", async () => {
    t.clock.set(at('2024-01-10T00:00:00Z'));
    const user = await createUser(t, { plan: 'lite' });
    t.clock.set(at('2024-04-20T08:00:00Z'));
    const admin = request(t.app, await signIn(t, await createUser(t, { role: 'admin' })));
    const res = await admin.patch(`/v1/admin/users/${user.id}/plan`, { plan: 'artist' });
    expect(res.statusCode).toBe(200);
    expect(res.json().plan).toBe('artist');
    expect(await planAt(t.db, user.id, at('2024-04-20T07:59:59Z'))).toBe('lite');
    expect(await planAt(t.db, user.id, at('2024-04-20T08:00:00Z'))).toBe('artist');
  });
});
