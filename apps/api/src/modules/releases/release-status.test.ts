import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capabilitiesFor } from '@soundpost/contracts/capabilities';
import { releaseStatuses, type ReleaseStatus } from '@soundpost/contracts/catalog';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { captureMail, createUser, signIn, type UserOptions } from '../../test/factories.ts';
import {
  approve,
  approveChange,
  canMove,
  completeTakedown,
  expire,
  goLive,
  publish,
  reject,
  releaseTransitions,
  reopen,
  requestTakedown,
  runTransition,
  startProcessing,
  startReview,
  submit,
  type Moved,
  type ReleaseTransition,
} from './release-status.ts';
import { findReleaseById, insertRelease, listActivity } from './releases.repository.ts';
import type { ReleaseRow } from './releases.table.ts';
import { signedIn } from './test/releases-test-kit.ts';
import { updateUser } from '../users/users.repository.ts';

let t: TestApp;
let mail: ReturnType<typeof captureMail>;
beforeAll(async () => {
  t = await createTestApp();
  mail = captureMail(t);
});
afterAll(() => t.close());

/** A release row straight in the database, in the status a test needs. */
async function releaseIn(status: ReleaseStatus, user?: { id: string }, extra = {}) {
  const owner = user ?? (await createUser(t));
  const now = t.clock.now();
  const row = await insertRelease(t.db, {
    ownerId: owner.id,
    title: 'Night Drive',
    status,
    releaseDate: '2027-06-01',
    createdAt: now,
    updatedAt: now,
    ...extra,
  });
  return row;
}

const paid = capabilitiesFor('pro');
const by = (release: ReleaseRow) => release.ownerId;
type Step = (db: Db, release: ReleaseRow) => Promise<Moved>;
const ctx = () => t.app.ctx;

/** Each named transition with the input it needs. */
const steps: Record<ReleaseTransition, Step> = {
  submit: (db, r) =>
    submit(ctx(), db, r, by(r), {
      submittedAt: t.clock.now(),
      referenceId: `SP-${r.id.slice(0, 8)}`,
    }),
  startReview: (db, r) => startReview(ctx(), db, r, null),
  approve: (db, r) => approve(ctx(), db, r, null),
  approveChange: (db, r) =>
    approveChange(ctx(), db, r, null, { changes: { title: 'Night Drive' }, data: {} }),
  startProcessing: (db, r) => startProcessing(ctx(), db, r, null),
  reopen: (db, r) => reopen(ctx(), db, r, null, { reason: 'audio_error', note: ' Export again ' }),
  reject: (db, r) => reject(ctx(), db, r, null, { note: 'Not your recording' }),
  publish: (db, r) => publish(ctx(), db, r, null),
  goLive: (db, r) => goLive(ctx(), db, r, null),
  requestTakedown: (db, r) => requestTakedown(ctx(), db, r, by(r), paid),
  completeTakedown: (db, r) => completeTakedown(ctx(), db, r, null),
  expire: (db, r) => expire(ctx(), db, r, null),
};
const transitionNames = Object.keys(releaseTransitions) as ReleaseTransition[];

describe('the release status machine', () => {
  for (const [name, { from, to, activity }] of Object.entries(releaseTransitions)) {
    it(`${name}: ${from.join(' | ')} → ${to}, and no other status`, async () => {
      const user = await createUser(t, { lang: 'pt' });
      for (const status of releaseStatuses) {
        const release = await releaseIn(status, user);
        const run = runTransition(ctx(), release.id, steps[name as ReleaseTransition]);
        if (!(from as readonly string[]).includes(status)) {
          await expect(run).rejects.toMatchObject({
            code: 'invalid_status_transition',
            status: 409,
            params: { from: status, to },
          });
          continue;
        }
        expect((await run).status).toBe(to);
        const [event] = await listActivity(t.db, release.id);
        expect(event).toMatchObject({ kind: activity, at: t.clock.now() });
        const subject = ctx().i18n.getFixedT('pt', 'releases-mail')(`${activity}.subject`, {
          title: 'Night Drive',
        });
        expect(mail.last(user.email).subject).toBe(subject);
      }
    });
  }

  it('refuses a transition whose status changed since the release was read', async () => {
    const release = await releaseIn('submitted');
    await runTransition(ctx(), release.id, steps.startReview);
    // `release` still says submitted: the conditional update finds nothing to move.
    const stale = t.app.ctx.db.transaction((db) => startReview(ctx(), db, release, null));
    await expect(stale).rejects.toBeInstanceOf(AppError);
    await expect(stale).rejects.toMatchObject({ code: 'invalid_status_transition' });
  });

  it('holds for random walks: allowed moves land and record one event, forbidden ones change nothing', async () => {
    const user = await createUser(t);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...releaseStatuses),
        fc.array(fc.constantFrom(...transitionNames), { minLength: 1, maxLength: 8 }),
        async (start, walk) => {
          const release = await releaseIn(start, user);
          let status: ReleaseStatus = start;
          let events = 0;
          for (const name of walk) {
            const from = status;
            const allowed = canMove({ status }, name);
            const run = runTransition(ctx(), release.id, steps[name]);
            if (allowed) {
              const moved = await run;
              status = releaseTransitions[name].to;
              events++;
              expect(moved.status).toBe(status);
            } else {
              await expect(run).rejects.toMatchObject({
                code: 'invalid_status_transition',
                status: 409,
                params: { from: status, to: releaseTransitions[name].to },
              });
            }
            const activity = await listActivity(t.db, release.id);
            expect(activity).toHaveLength(events);
            if (allowed) {
              expect(activity[0]).toMatchObject({
                kind: releaseTransitions[name].activity,
                data: expect.objectContaining({ from }),
              });
            }
            expect((await findReleaseById(t.db, release.id))!.status).toBe(status);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('lets one of two concurrent transitions win; the other changes nothing', async () => {
    // Pairs where neither transition is allowed from where the other one leads, whichever of
    // the two PostgreSQL runs first (reopen is allowed from approved, so not reopen + approve).
    const pairs: [ReleaseStatus, ReleaseTransition, ReleaseTransition][] = [
      ['in_review', 'approve', 'reject'],
      ['in_review', 'reopen', 'reject'],
      ['submitted', 'startReview', 'startReview'],
      ['live', 'reopen', 'requestTakedown'],
      ['reopened', 'submit', 'expire'],
    ];
    for (const [status, a, b] of pairs) {
      expect(canMove({ status: releaseTransitions[a].to }, b)).toBe(false);
      expect(canMove({ status: releaseTransitions[b].to }, a)).toBe(false);
      const release = await releaseIn(status);
      const results = await Promise.allSettled([
        runTransition(ctx(), release.id, steps[a]),
        runTransition(ctx(), release.id, steps[b]),
      ]);
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r) => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect(lost[0]!.reason).toMatchObject({ code: 'invalid_status_transition' });
      expect(await listActivity(t.db, release.id)).toHaveLength(1);
    }
  });

  it('reopens with a reason from the catalogue, shown to the artist and cleared on resubmission', async () => {
    const user = await createUser(t, { lang: 'en' });
    const release = await releaseIn('in_review', user);
    const reopened = await runTransition(ctx(), release.id, steps.reopen);
    expect(reopened).toMatchObject({
      reopeningReason: 'audio_error',
      reopeningNote: 'Export again',
    });
    const text = mail.last(user.email).text;
    expect(text).toContain('Reason: Audio error\n\nAn audio file was not uploaded correctly.');
    expect(text).toContain('What to fix: Upload the affected tracks again.');
    expect(text).toContain('Note from our team: Export again');
    const resubmitted = await runTransition(ctx(), release.id, steps.submit);
    expect(resubmitted).toMatchObject({ status: 'submitted', reopeningReason: null });

    const bad = runTransition(ctx(), release.id, (db, r) =>
      reopen(ctx(), db, r, null, { reason: 'bad_vibes' as never }),
    );
    await expect(bad).rejects.toMatchObject({ code: 'validation_failed' });
  });

  it('sends progress news only to artists who want notifications; receipts always', async () => {
    const quiet = await createUser(t, { email: `quiet-${Date.now()}@example.test` });
    await updateUser(t.db, quiet.id, { emailNotifications: false });
    const before = mail.sent.length;
    const release = await releaseIn('in_review', quiet);
    await runTransition(ctx(), release.id, steps.approve);
    expect(mail.sent.length).toBe(before);
    const other = await releaseIn('in_review', quiet);
    await runTransition(ctx(), other.id, steps.reopen);
    expect(mail.sent.length).toBe(before + 1);
  });
});

const signedInApi = (opts: UserOptions = {}) => signedIn(t, opts);
/** A fresh session: tests that move the clock by months outlive the 30-day ones. */
const sessionOf = async (user: { id: string }) => request(t.app, await signIn(t, user));

describe('POST /v1/releases/:id/takedown', () => {
  it('makes the free plan wait 90 days after the release date, showing the days left', async () => {
    const { user, api } = await signedInApi();
    const releaseDate = new Date(t.clock.now().getTime() - 10 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const release = await releaseIn('live', user, { releaseDate });
    const url = `/v1/releases/${release.id}`;
    expect((await api.get(url)).json().takedown).toEqual({ allowed: false, daysRemaining: 80 });
    const early = await api.post(`${url}/takedown`, { confirm: true });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'takedown_too_early',
      params: { daysRemaining: 80 },
      message:
        'On the free plan, a takedown can be requested 90 days after the release date. Days remaining: 80.',
    });
    t.clock.advance(80 * 86_400_000);
    const later = await sessionOf(user); // the first session has expired meanwhile
    expect((await later.get(url)).json().takedown).toEqual({ allowed: true, daysRemaining: 0 });
    const done = await later.post(`${url}/takedown`, { confirm: true });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'takedown_requested',
      takedown: { allowed: false, daysRemaining: 0 },
      activity: [{ kind: 'takedown_requested', by: 'artist' }],
    });
    expect(mail.last(user.email).subject).toBe('Takedown requested for “Night Drive”');
  });

  it('lets paid plans take down at once, even before the release date', async () => {
    const { user, api } = await signedInApi({ plan: 'artist' });
    const release = await releaseIn('approved', user, { releaseDate: '2099-01-01' });
    const url = `/v1/releases/${release.id}`;
    expect((await api.get(url)).json().takedown).toEqual({ allowed: true, daysRemaining: 0 });
    expect((await api.post(`${url}/takedown`, { confirm: true })).json().status).toBe(
      'takedown_requested',
    );
  });

  it('needs the confirmation and a release that reached the stores', async () => {
    const { user, api } = await signedInApi({ plan: 'pro' });
    const draft = await releaseIn('draft', user);
    const url = `/v1/releases/${draft.id}`;
    expect((await api.post(`${url}/takedown`, {})).statusCode).toBe(400);
    const res = await api.post(`${url}/takedown`, { confirm: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('invalid_status_transition');
    expect((await api.get(url)).json().takedown).toEqual({ allowed: false, daysRemaining: 0 });
  });
});

describe('the timeline', () => {
  it('follows the release from submission to live, with pre-save when it is on', async () => {
    const user = await createUser(t, { plan: 'pro' });
    const release = await releaseIn('draft', user, {
      releaseDate: '2099-03-01',
      presaveEnabled: true,
      presaveDate: '2099-02-15',
    });
    const timeline = async () =>
      (await (await sessionOf(user)).get(`/v1/releases/${release.id}`))
        .json()
        .timeline.map((s: { step: string; state: string; date: string | null }) => [
          s.step,
          s.state,
          s.date,
        ]);
    expect(await timeline()).toEqual([
      ['submission_received', 'current', null],
      ['review', 'upcoming', null],
      ['presave_starts', 'upcoming', '2099-02-15'],
      ['published', 'upcoming', null],
      ['goes_live', 'upcoming', '2099-03-01'],
    ]);
    const at = t.clock.now().toISOString();
    for (const step of ['submit', 'startReview', 'approve', 'startProcessing'] as const) {
      await runTransition(ctx(), release.id, steps[step]);
    }
    expect(await timeline()).toEqual([
      ['submission_received', 'done', at],
      ['review', 'done', at],
      ['presave_starts', 'current', '2099-02-15'],
      ['published', 'upcoming', null],
      ['goes_live', 'upcoming', '2099-03-01'],
    ]);
    t.clock.set(new Date('2099-03-01T08:00:00Z'));
    await runTransition(ctx(), release.id, steps.publish);
    const published = t.clock.now().toISOString();
    // Published, not live yet: the stores have it, and it goes on sale on its date.
    expect(await timeline()).toEqual([
      ['submission_received', 'done', at],
      ['review', 'done', at],
      ['presave_starts', 'done', '2099-02-15'],
      ['published', 'done', published],
      ['goes_live', 'current', '2099-03-01'],
    ]);
    await runTransition(ctx(), release.id, steps.goLive);
    const now = t.clock.now().toISOString();
    expect(await timeline()).toEqual([
      ['submission_received', 'done', at],
      ['review', 'done', at],
      ['presave_starts', 'done', '2099-02-15'],
      ['published', 'done', now],
      ['goes_live', 'done', now],
    ]);
  });
});
