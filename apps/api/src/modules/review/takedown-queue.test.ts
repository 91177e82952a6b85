import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { readAcknowledgements } from '../delivery/read-acks.ts';
import { startTakedown } from '../delivery/start-delivery.ts';
import {
  approvedRelease,
  ctxOf,
  deliverNow,
  deliveriesOf,
  dropAck,
  runQueued,
} from '../delivery/test/delivery-test-kit.ts';
import { requestTakedown, runTransition } from '../releases/release-status.ts';
import { staff } from './test/review-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WORKERS: 'off' });
});
afterAll(() => t.close());

describe('the takedown queue', () => {
  it('tells a processed takedown, and how many stores still have to acknowledge it', async () => {
    const { user, release } = await approvedRelease(t, { storeIds: ['spotify', 'deezer'] });
    const ctx = ctxOf(t);
    await deliverNow(t, release.id);
    for (const d of await deliveriesOf(t, release.id)) await dropAck(t, d);
    await readAcknowledgements(ctx);
    await runTransition(ctx, release.id, (db, r) =>
      requestTakedown(ctx, db, r, user.id, { takedownWaitDays: 0 }),
    );
    const { api } = await staff(t, 'admin');
    const row = async () =>
      ((await api.get('/v1/admin/takedowns')).json().items as { id: string }[]).find(
        (r) => r.id === release.id,
      );
    expect(await row()).toMatchObject({ storeCount: 2, takedown: { sent: 0, acknowledged: 0 } });

    expect((await api.post(`/v1/admin/releases/${release.id}/takedown/process`)).statusCode).toBe(
      200,
    );
    await startTakedown(ctx, release.id);
    await runQueued(t, release.id);
    expect(await row()).toMatchObject({ takedown: { sent: 2, acknowledged: 0 } });

    const takedowns = (await deliveriesOf(t, release.id)).filter((d) => d.kind === 'takedown');
    await dropAck(t, takedowns[0]!);
    await readAcknowledgements(ctx);
    expect(await row()).toMatchObject({ takedown: { sent: 2, acknowledged: 1 } });

    await dropAck(t, takedowns[1]!);
    await readAcknowledgements(ctx);
    expect(await row()).toBeUndefined();
  });
});
