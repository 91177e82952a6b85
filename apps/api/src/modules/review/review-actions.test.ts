import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reopeningReasons } from '@soundpost/contracts/catalog';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { finding } from '../prereview/finding-catalog.ts';
import { submitOk, type Api } from '../releases/test/releases-test-kit.ts';
import { staff, storeChecks, submittedRelease } from './test/review-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  // No workers: the automatic checks are what each test stores (storeChecks), never the job's.
  t = await createTestApp({ WORKERS: 'off' });
});
afterAll(() => t.close());

const url = (id: string, action = '') => `/v1/admin/releases/${id}${action && `/${action}`}`;

/** The release as the review page shows it. */
async function reviewOf(api: Api, id: string) {
  const res = await api.get(url(id));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

function expectOk(res: Awaited<ReturnType<Api['post']>>) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

function expectRefused(res: Awaited<ReturnType<Api['post']>>, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().code).toBe(code);
  return res.json();
}

describe('holding a release under review', () => {
  it('keeps other reviewers off a held release, naming the holder, until the holder gives it back', async () => {
    const { id } = await submittedRelease(t);
    const rita = await staff(t, 'reviewer', 'Rita Holder');
    const other = await staff(t);

    const taken = expectOk(await rita.api.post(url(id, 'take')));
    expect(taken.release.status).toBe('in_review');
    expect(taken.holder).toMatchObject({ id: rita.user.id, name: 'Rita Holder' });
    // Taking it again is harmless: still hers, one review_started.
    expectOk(await rita.api.post(url(id, 'take')));

    const attempts: [string, object?][] = [
      ['take'],
      ['approve'],
      ['reject', { message: 'Not ours to take.' }],
      ['reopen', { reason: 'track_length' }],
    ];
    for (const [action, body] of attempts) {
      const refused = expectRefused(
        await other.api.post(url(id, action), body),
        409,
        'review_held',
      );
      expect(refused.params).toEqual({ holder: 'Rita Holder' });
      expect(refused.message).toContain('Rita Holder');
    }
    expectRefused(await other.api.post(url(id, 'release')), 409, 'review_not_held');
    const held = await reviewOf(other.api, id);
    expect(held.release.status).toBe('in_review');
    expect(held.holder.id).toBe(rita.user.id);

    const given = expectOk(await rita.api.post(url(id, 'release')));
    expect(given.holder).toBeNull();
    expect(given.release.status).toBe('in_review');
    expectRefused(await rita.api.post(url(id, 'release')), 409, 'review_not_held');

    // The next reviewer takes it over without a second transition.
    const next = expectOk(await other.api.post(url(id, 'take')));
    expect(next.holder.id).toBe(other.user.id);
    const started = next.activity.filter((a: { kind: string }) => a.kind === 'review_started');
    expect(started).toHaveLength(1);
    expect(started[0].by).toEqual({ id: rita.user.id, name: 'Rita Holder' });
  });

  it('lets an admin give back or decide a release someone holds, but not take it over', async () => {
    const first = await submittedRelease(t);
    const second = await submittedRelease(t);
    const rita = await staff(t, 'reviewer', 'Rita Away');
    const admin = await staff(t, 'admin', 'Ada Admin');
    expectOk(await rita.api.post(url(first.id, 'take')));
    expectOk(await rita.api.post(url(second.id, 'take')));

    expectRefused(await admin.api.post(url(first.id, 'take')), 409, 'review_held');
    const given = expectOk(await admin.api.post(url(first.id, 'release')));
    expect(given.holder).toBeNull();

    const approved = expectOk(await admin.api.post(url(second.id, 'approve')));
    expect(approved.release.status).toBe('approved');
    expect(approved.holder).toBeNull();
    expect(approved.activity[0]).toMatchObject({
      kind: 'approved',
      by: { id: admin.user.id, name: 'Ada Admin' },
    });
  });
});

describe('decisions', () => {
  it('approve: only a release in review; records who approved it and ends the hold', async () => {
    const { id } = await submittedRelease(t);
    const { user, api } = await staff(t, 'reviewer', 'Ana Approver');
    const early = expectRefused(
      await api.post(url(id, 'approve')),
      409,
      'invalid_status_transition',
    );
    expect(early.params).toEqual({ from: 'submitted', to: 'approved' });

    expectOk(await api.post(url(id, 'take')));
    const approved = expectOk(await api.post(url(id, 'approve')));
    expect(approved.release.status).toBe('approved');
    expect(approved.holder).toBeNull();
    expect(approved.activity.slice(0, 2)).toMatchObject([
      { kind: 'approved', by: { id: user.id, name: 'Ana Approver' }, data: { from: 'in_review' } },
      { kind: 'review_started', by: { id: user.id }, data: { from: 'submitted' } },
    ]);

    for (const action of ['approve', 'take']) {
      expectRefused(await api.post(url(id, action)), 409, 'invalid_status_transition');
    }
    const late = await api.post(url(id, 'reject'), { message: 'Too late for that.' });
    expectRefused(late, 409, 'invalid_status_transition');
    expect((await reviewOf(api, id)).release.status).toBe('approved');
  });

  it('reject: needs a message, which may run over several lines; the release stays rejected', async () => {
    const { id } = await submittedRelease(t);
    const { user, api } = await staff(t, 'reviewer', 'Rui Rejecter');
    expect(
      expectRefused(await api.post(url(id, 'reject')), 400, 'validation_failed').fields,
    ).toEqual({ message: 'required' });
    expectRefused(await api.post(url(id, 'reject'), { message: '   ' }), 400, 'validation_failed');
    const tooLong = { message: 'x'.repeat(2001) };
    expectRefused(await api.post(url(id, 'reject'), tooLong), 400, 'validation_failed');
    expect((await reviewOf(api, id)).release.status).toBe('submitted');

    const message = 'This recording belongs to another label.\n\nWe cannot distribute it.';
    const rejected = expectOk(await api.post(url(id, 'reject'), { message }));
    expect(rejected.release.status).toBe('rejected');
    expect(rejected.activity[0]).toMatchObject({
      kind: 'rejected',
      by: { id: user.id, name: 'Rui Rejecter' },
      data: { note: message, from: 'submitted' },
    });

    // Final: no decision and no review leads out of it.
    const attempts: [string, object?][] = [
      ['take'],
      ['approve'],
      ['reject', { message: 'Again.' }],
      ['reopen', { reason: 'audio_error' }],
    ];
    for (const [action, body] of attempts) {
      const res = await api.post(url(id, action), body);
      expectRefused(res, 409, 'invalid_status_transition');
    }
    expect((await reviewOf(api, id)).release.status).toBe('rejected');
  });

  it('reopen: one of the 17 reasons and an optional note; anything else is refused', async () => {
    const { id } = await submittedRelease(t);
    const { user, api } = await staff(t, 'reviewer', 'Rosa Reopener');
    expectOk(await api.post(url(id, 'take')));
    for (const body of [{}, { reason: 'nope' }, { reason: 'TL17' }]) {
      const res = await api.post(url(id, 'reopen'), body);
      expect(expectRefused(res, 400, 'validation_failed').fields).toHaveProperty('reason');
    }
    const longNote = { reason: 'track_length', note: 'x'.repeat(2001) };
    expectRefused(await api.post(url(id, 'reopen'), longNote), 400, 'validation_failed');
    expect((await reviewOf(api, id)).release.status).toBe('in_review');

    const body = { reason: 'track_length', note: 'Track 1 is 40 seconds long.' };
    const reopened = expectOk(await api.post(url(id, 'reopen'), body));
    expect(reopened.release.status).toBe('reopened');
    expect(reopened.release.reopening).toEqual(body);
    expect(reopened.holder).toBeNull();
    expect(reopened.activity[0]).toMatchObject({
      kind: 'reopened',
      by: { id: user.id, name: 'Rosa Reopener' },
      data: { ...body, from: 'in_review' },
    });
    for (const action of ['approve', 'take']) {
      expectRefused(await api.post(url(id, action)), 409, 'invalid_status_transition');
    }
    expectRefused(await api.post(url(id, 'reopen'), body), 409, 'invalid_status_transition');
  });

  it('reopen accepts every reason of the catalogue, and sends back a release already approved', async () => {
    const { id } = await submittedRelease(t);
    const { api } = await staff(t);
    expectOk(await api.post(url(id, 'take')));
    expectOk(await api.post(url(id, 'approve')));
    const rejected = await submittedRelease(t);
    expectOk(await api.post(url(rejected.id, 'reject'), { message: 'No.' }));
    expect(reopeningReasons).toHaveLength(17);
    for (const reason of reopeningReasons) {
      // Past validation: only the status stands in the way.
      const res = await api.post(url(rejected.id, 'reopen'), { reason });
      expectRefused(res, 409, 'invalid_status_transition');
    }

    const reopened = expectOk(await api.post(url(id, 'reopen'), { reason: 'invalid_cover_art' }));
    expect(reopened.release.status).toBe('reopened');
    expect(reopened.activity[0].data).toMatchObject({ from: 'approved', note: null });
  });
});

describe('POST /v1/admin/releases/bulk-approve', () => {
  it('answers for each release on its own: approves what it may, refuses the rest', async () => {
    const waiting = await submittedRelease(t);
    const mine = await submittedRelease(t);
    const heldByOther = await submittedRelease(t);
    const rejected = await submittedRelease(t);
    const { user, api } = await staff(t, 'reviewer', 'Bea Bulk');
    const other = await staff(t, 'reviewer', 'Otto Other');
    expectOk(await api.post(url(mine.id, 'take')));
    expectOk(await other.api.post(url(heldByOther.id, 'take')));
    expectOk(await api.post(url(rejected.id, 'reject'), { message: 'No.' }));
    for (const { id } of [waiting, mine, heldByOther, rejected]) await storeChecks(t, id);
    const missing = crypto.randomUUID();

    const res = await api.post('/v1/admin/releases/bulk-approve', {
      ids: [waiting.id, heldByOther.id, mine.id, rejected.id, missing, waiting.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toEqual([
      { id: waiting.id, ok: true },
      { id: heldByOther.id, ok: false, code: 'review_held' },
      { id: mine.id, ok: true },
      { id: rejected.id, ok: false, code: 'invalid_status_transition' },
      { id: missing, ok: false, code: 'not_found' },
    ]);

    const approved = await reviewOf(api, waiting.id);
    expect(approved.release.status).toBe('approved');
    expect(approved.activity.slice(0, 2)).toMatchObject([
      { kind: 'approved', by: { id: user.id } },
      { kind: 'review_started', by: { id: user.id } },
    ]);
    expect((await reviewOf(api, mine.id)).release.status).toBe('approved');
    const untouched = await reviewOf(api, heldByOther.id);
    expect(untouched.release.status).toBe('in_review');
    expect(untouched.holder.id).toBe(other.user.id);
    expect((await reviewOf(api, rejected.id)).release.status).toBe('rejected');

    // Approving twice: the second time, each one is refused for its status.
    const again = await api.post('/v1/admin/releases/bulk-approve', { ids: [waiting.id] });
    expect(again.json().results).toEqual([
      { id: waiting.id, ok: false, code: 'invalid_status_transition' },
    ]);
  });

  it('approves only clean releases: checks run since the latest submission, nothing found', async () => {
    const clean = await submittedRelease(t);
    const flagged = await submittedRelease(t);
    const unchecked = await submittedRelease(t);
    const resubmitted = await submittedRelease(t);
    const { api } = await staff(t);
    await storeChecks(t, clean.id);
    // A warning is enough: nobody looked at the release, and the queue does not show it.
    await storeChecks(t, flagged.id, [finding('title_all_caps')]);
    // Clean the first time; changed and sent again since, and not checked again yet.
    await storeChecks(t, resubmitted.id);
    expectOk(await api.post(url(resubmitted.id, 'reopen'), { reason: 'audio_error' }));
    t.clock.advance(60_000);
    await submitOk(resubmitted.artist.api, resubmitted.id);

    const ids = [clean.id, flagged.id, unchecked.id, resubmitted.id];
    const res = await api.post('/v1/admin/releases/bulk-approve', { ids });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toEqual([
      { id: clean.id, ok: true },
      { id: flagged.id, ok: false, code: 'checks_not_clean' },
      { id: unchecked.id, ok: false, code: 'checks_not_clean' },
      { id: resubmitted.id, ok: false, code: 'checks_not_clean' },
    ]);
    for (const { id } of [flagged, unchecked, resubmitted]) {
      const refused = await reviewOf(api, id);
      expect(refused.release.status).toBe('submitted');
      expect(refused.activity[0].kind).toBe('submitted');
    }
    // Each can still be approved on its own page, by a person who looked at it.
    expectOk(await api.post(url(flagged.id, 'take')));
    expect(expectOk(await api.post(url(flagged.id, 'approve'))).release.status).toBe('approved');
  });

  it('needs 1 to 100 release ids', async () => {
    const { api } = await staff(t);
    const post = (ids: unknown) => api.post('/v1/admin/releases/bulk-approve', { ids });
    expectRefused(await post([]), 400, 'validation_failed');
    expectRefused(await post(['not-an-id']), 400, 'validation_failed');
    const many = Array.from({ length: 101 }, () => crypto.randomUUID());
    expectRefused(await post(many), 400, 'validation_failed');
  });
});
