import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { createUser, signIn } from '../../test/factories.ts';
import { updateRelease } from '../releases/releases.repository.ts';
import {
  approveAgain,
  approvedRelease,
  ctxOf,
  deliverNow,
  deliveriesOf,
  dropAck,
} from './test/delivery-test-kit.ts';
import { goLiveDue } from './go-live.ts';
import { readAcknowledgements } from './read-acks.ts';

let t: TestApp;
let admin: ReturnType<typeof request>;
let reviewer: ReturnType<typeof request>;
beforeAll(async () => {
  t = await createTestApp({ WORKERS: 'off' });
  admin = request(t.app, await signIn(t, await createUser(t, { role: 'admin' })));
  reviewer = request(t.app, await signIn(t, await createUser(t, { role: 'reviewer' })));
});
afterAll(() => t.close());

/** A release delivered to Spotify and acknowledged: published, waiting for its date. */
async function publishedRelease() {
  const made = await approvedRelease(t, { storeIds: ['spotify'] });
  await deliverNow(t, made.release.id);
  const [delivery] = await deliveriesOf(t, made.release.id);
  await dropAck(t, delivery!);
  await readAcknowledgements(ctxOf(t));
  return { ...made, delivery: delivery! };
}

async function goLiveOn(day: string) {
  const saved = t.clock.now();
  t.clock.set(new Date(`${day}T00:30:00Z`));
  await goLiveDue(ctxOf(t));
  t.clock.set(saved);
}

const real = 'https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy';

describe('PUT /v1/admin/deliveries/:id/link', () => {
  it("sets the store's real link, which go-live keeps and an update carries over", async () => {
    const { api, release, delivery } = await publishedRelease();
    const set = await admin.put(`/v1/admin/deliveries/${delivery.id}/link`, { url: real });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ storeLink: real, storeLinkSetManually: true });

    await goLiveOn(release.releaseDate!);
    const stores = (await api.get(`/v1/releases/${release.id}/stores`)).json().items;
    expect(stores).toEqual([expect.objectContaining({ state: 'live', link: real })]);

    // Edited and approved again: the update to the store keeps the link an admin set.
    await updateRelease(t.db, release.id, { status: 'submitted' });
    await approveAgain(t, release.id);
    await deliverNow(t, release.id);
    const update = (await deliveriesOf(t, release.id)).find((d) => d.version === 2)!;
    expect(update).toMatchObject({ kind: 'update', storeLink: real });
    expect(update.storeLinkSetBy).not.toBeNull();
  });

  it("leaves a template's link to be filled again on an update", async () => {
    const { release } = await publishedRelease();
    await goLiveOn(release.releaseDate!);
    const [first] = await deliveriesOf(t, release.id);
    expect(first!.storeLink).toMatch(/^https:\/\//);
    expect(first!.storeLinkSetBy).toBeNull();
    await updateRelease(t.db, release.id, { status: 'submitted' });
    await approveAgain(t, release.id);
    await deliverNow(t, release.id);
    const update = (await deliveriesOf(t, release.id)).find((d) => d.version === 2)!;
    expect(update.storeLink).toBeNull();
  });

  it('accepts only a secure web address', async () => {
    const { delivery } = await publishedRelease();
    for (const url of [
      'http://open.spotify.com/album/1',
      'javascript:alert(1)',
      'open.spotify.com/album/1',
      `https://example.com/${'a'.repeat(500)}`,
      '',
    ]) {
      const answer = await admin.put(`/v1/admin/deliveries/${delivery.id}/link`, { url });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json().code).toBe('validation_failed');
    }
    expect((await admin.put(`/v1/admin/deliveries/${delivery.id}/link`, {})).statusCode).toBe(400);
  });

  it('is for admins only, and answers 404 for an unknown delivery', async () => {
    const { api, delivery } = await publishedRelease();
    const url = `/v1/admin/deliveries/${delivery.id}/link`;
    expect((await reviewer.put(url, { url: real })).statusCode).toBe(403);
    expect((await api.put(url, { url: real })).statusCode).toBe(403);
    expect((await request(t.app).put(url, { url: real })).statusCode).toBe(401);
    expect((await deliveriesOf(t, delivery.releaseId))[0]!.storeLinkSetBy).toBeNull();
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await admin.put(`/v1/admin/deliveries/${unknown}/link`, { url: real })).statusCode,
    ).toBe(404);
    expect((await admin.put(`/v1/admin/deliveries/nope/link`, { url: real })).statusCode).toBe(404);
  });
});
