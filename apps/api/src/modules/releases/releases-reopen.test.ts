import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { reopen, runTransition, startReview } from './release-status.ts';
import { readyRelease, signedIn, submitOk } from './test/releases-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a release the review team reopens', () => {
  it('is editable again, shows the reason, and is resubmitted with the same codes', async () => {
    t.clock.set(new Date('2027-05-20T10:00:00Z'));
    const { user, api } = await signedIn(t);
    const { release } = await readyRelease(t, api, user.id);
    const first = await submitOk(api, release.id);
    const ctx = t.app.ctx;
    await runTransition(ctx, release.id, (db, r) => startReview(ctx, db, r, null));
    await runTransition(ctx, release.id, (db, r) =>
      reopen(ctx, db, r, null, { reason: 'invalid_cover_art', note: 'Remove the logo' }),
    );

    const url = `/v1/releases/${release.id}`;
    const reopened = (await api.get(url)).json();
    expect(reopened).toMatchObject({
      status: 'reopened',
      editable: true,
      reopening: { reason: 'invalid_cover_art', note: 'Remove the logo' },
    });
    expect(reopened.activity[0]).toMatchObject({ kind: 'reopened', by: 'system' });
    expect(reopened.timeline[0]).toMatchObject({ step: 'submission_received', state: 'current' });
    expect((await api.patch(url, { title: 'Night Drive (New Cover)' })).statusCode).toBe(200);

    // The free plan's two releases of the month: this one already took one of them.
    await submitOk(api, (await readyRelease(t, api, user.id)).release.id);
    const again = await submitOk(api, release.id);
    expect(again).toMatchObject({
      status: 'submitted',
      title: 'Night Drive (New Cover)',
      reopening: null,
      upc: first.upc,
      referenceId: first.referenceId,
      submittedAt: first.submittedAt,
    });
    expect(again.tracks[0].isrc).toBe(first.tracks[0].isrc);
  });
});
