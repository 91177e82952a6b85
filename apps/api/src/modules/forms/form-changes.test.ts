import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { captureMail, createUser, signIn } from '../../test/factories.ts';
import { batchPaths } from '../delivery/batch-layout.ts';
import { deliveryJobs } from '../delivery/delivery-jobs.ts';
import {
  approvedRelease,
  deliverNow,
  deliveriesOf,
  dropAck,
  storeFolder,
} from '../delivery/test/delivery-test-kit.ts';
import { validateAgainstXsd } from '../delivery/ern/validate-ern.ts';
import { readAcknowledgements } from '../delivery/read-acks.ts';
import { findReleaseById } from '../releases/releases.repository.ts';
import { titleChange } from './test/forms-test-kit.ts';

let t: TestApp;
let admin: ReturnType<typeof request>;
beforeAll(async () => {
  t = await createTestApp({ WORKERS: 'off' });
  captureMail(t);
  admin = request(t.app, await signIn(t, await createUser(t, { role: 'admin' })));
});
afterAll(() => t.close());

/** A release delivered to Spotify and Deezer, acknowledged by both: published. */
async function publishedRelease() {
  const approved = await approvedRelease(t, { storeIds: ['spotify', 'deezer'] });
  await deliverNow(t, approved.release.id);
  for (const d of await deliveriesOf(t, approved.release.id)) await dropAck(t, d);
  await readAcknowledgements(t.app.ctx);
  expect((await findReleaseById(t.db, approved.release.id))!.status).toBe('published');
  return approved;
}

const approve = (id: string) =>
  admin.post(`/v1/admin/form-requests/${id}/replies`, {
    body: 'Approved: the stores get the new title.',
    status: 'approved',
  });

describe('an approved metadata change', () => {
  it('writes the change into the release and sends the stores that had it an update', async () => {
    const { api, release } = await publishedRelease();
    const sent = await api.post('/v1/forms/metadata-change/requests', titleChange(release.id));
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().answers.upc).toBe((await findReleaseById(t.db, release.id))!.upc);

    const approved = await approve(sent.json().id);
    expect(approved.statusCode, approved.body).toBe(200);
    const changed = (await findReleaseById(t.db, release.id))!;
    expect(changed).toMatchObject({ title: 'Night Drive (Remastered)', status: 'approved' });
    // Queued with the approval, in its transaction: the worker starts the delivery.
    expect(await t.app.ctx.queue.isPending(deliveryJobs.start, { releaseId: release.id })).toBe(
      true,
    );

    await deliverNow(t, release.id);
    const updates = (await deliveriesOf(t, release.id)).filter((d) => d.version === 2);
    expect(updates.map((d) => [d.storeId, d.kind, d.state]).sort()).toEqual([
      ['deezer', 'update', 'delivered'],
      ['spotify', 'update', 'delivered'],
    ]);
    for (const update of updates) {
      const xml = await readFile(
        join(storeFolder(t, update.storeId), batchPaths(update.batchId, release.id).message),
        'utf8',
      );
      expect(xml).toContain('<TitleText>Night Drive (Remastered)</TitleText>');
      expect(await validateAgainstXsd(xml)).toEqual({ valid: true, errors: [] });
      // The batch's manifest names the message an update of what the store has.
      const manifest = await readFile(
        join(storeFolder(t, update.storeId), batchPaths(update.batchId, release.id).complete),
        'utf8',
      );
      expect(manifest).toContain(update.messageId);
      expect(manifest).toContain('UpdateReleaseDelivery');
    }
  });

  it('is refused for a release the stores do not have, and nothing of the reply is kept', async () => {
    const { api, release } = await approvedRelease(t, { storeIds: ['spotify'] });
    const sent = (
      await api.post('/v1/forms/metadata-change/requests', titleChange(release.id))
    ).json();
    const refused = await approve(sent.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('form_change_not_applicable');
    expect((await findReleaseById(t.db, release.id))!.status).toBe('approved');
    expect((await api.get(`/v1/form-requests/${sent.id}`)).json()).toMatchObject({
      status: 'open',
      messages: [],
    });
  });
});
