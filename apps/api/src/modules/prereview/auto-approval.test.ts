import { rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { days, minutes } from '../../lib/clock.ts';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { createUser, signIn, type UserOptions } from '../../test/factories.ts';
import { runTransition, startReview } from '../releases/release-status.ts';
import { listActivity } from '../releases/releases.repository.ts';
import { readyRelease, signedIn, submitOk, type Api } from '../releases/test/releases-test-kit.ts';
import { releases } from '../releases/releases.table.ts';
import { users } from '../users/users.table.ts';
import { autoApprovalSummary, autoApprove } from './auto-approval.ts';
import { runPrereview } from './prereview.job.ts';

// No worker: the test runs the pre-review and the auto-approval passes itself, on its clock.
let t: TestApp;
let admin: Api;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp({ WORKERS: 'off' });
  const user = await createUser(t, { role: 'admin' });
  adminId = user.id;
  admin = request(t.app, await signIn(t, user));
  const res = await admin.patch('/v1/admin/settings', {
    autoApprovalEnabled: true,
    autoApprovalHoldMinutes: 60,
    autoApprovalMinAccountAgeDays: 30,
    autoApprovalSpotCheckPercent: 10,
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  await rm(t.config.dataDir, { recursive: true, force: true });
});

const keep = () => 0.5; // above 10 %: not drawn for a spot check
const draw = () => 0.05; // below 10 %: drawn

/** A submitted release whose pre-review ran, of an account `ageDays` old. */
async function submitted(
  opts: { user?: UserOptions; ageDays?: number; title?: string; owner?: string } = {},
) {
  const { user, api } = await signedIn(t, opts.user);
  const created = new Date(t.clock.now().getTime() - days(opts.ageDays ?? 40));
  await t.db.update(users).set({ createdAt: created }).where(eq(users.id, user.id));
  const { release } = await readyRelease(t, api, user.id, opts.title ? { title: opts.title } : {});
  await submitOk(api, release.id);
  await runPrereview(t.app.ctx, { releaseId: release.id });
  return { user, api, id: release.id as string };
}

async function statusOf(id: string) {
  const [row] = await t.db.select().from(releases).where(eq(releases.id, id));
  return row!.status;
}

describe('auto-approval', () => {
  it('validates its settings', async () => {
    const bad = await admin.patch('/v1/admin/settings', {
      autoApprovalEnabled: 'yes',
      autoApprovalHoldMinutes: -1,
      autoApprovalMinAccountAgeDays: 1.5,
      autoApprovalSpotCheckPercent: 101,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual([
      'autoApprovalEnabled',
      'autoApprovalHoldMinutes',
      'autoApprovalMinAccountAgeDays',
      'autoApprovalSpotCheckPercent',
    ]);
    const { api } = await signedIn(t);
    expect((await api.patch('/v1/admin/settings', { autoApprovalEnabled: false })).statusCode).toBe(
      403,
    );
    expect((await admin.get('/v1/admin/settings')).json()).toMatchObject({
      autoApprovalEnabled: true,
      autoApprovalSpotCheckPercent: 10,
    });
  });

  it('approves a clean release of an account in good standing once the hold has passed', async () => {
    const { id } = await submitted();
    t.clock.advance(minutes(30));
    await autoApprove(t.app.ctx, keep);
    expect(await statusOf(id)).toBe('submitted');

    t.clock.advance(minutes(31));
    await autoApprove(t.app.ctx, keep);
    expect(await statusOf(id)).toBe('approved');
    const [approved, started] = await listActivity(t.db, id);
    expect(started).toMatchObject({ kind: 'review_started', actorId: null });
    expect(approved).toMatchObject({ kind: 'approved', actorId: null });
    expect(approved!.data).toMatchObject({ automatic: true });
    expect(approved!.data.checks).toEqual(expect.arrayContaining(['title_style', 'audio_qc']));
  });

  it('leaves releases with findings or owners not in good standing for a person', async () => {
    const withFinding = await submitted({ title: 'NIGHT DRIVE' });
    const unverified = await submitted({ user: { verified: false } });
    const young = await submitted({ ageDays: 10 });
    const frozen = await submitted();
    await t.db.update(users).set({ freeze: true }).where(eq(users.id, frozen.user.id));
    const banned = await submitted();
    await t.db.update(users).set({ banned: true }).where(eq(users.id, banned.user.id));
    const rejectedBefore = await submitted();
    const { release: earlier } = await readyRelease(t, rejectedBefore.api, rejectedBefore.user.id);
    await t.db.update(releases).set({ status: 'rejected' }).where(eq(releases.id, earlier.id));

    t.clock.advance(minutes(61));
    await autoApprove(t.app.ctx, keep);
    for (const { id } of [withFinding, unverified, young, frozen, banned, rejectedBefore]) {
      expect(await statusOf(id)).toBe('submitted');
    }
  });

  it('does nothing while the setting is off', async () => {
    const { id } = await submitted();
    await admin.patch('/v1/admin/settings', { autoApprovalEnabled: false });
    t.clock.advance(minutes(61));
    await autoApprove(t.app.ctx, keep);
    expect(await statusOf(id)).toBe('submitted');
    await admin.patch('/v1/admin/settings', { autoApprovalEnabled: true });
    await autoApprove(t.app.ctx, keep);
    expect(await statusOf(id)).toBe('approved');
  });

  it('leaves a drawn sample in the queue as a spot check, drawn once', async () => {
    const { id } = await submitted();
    t.clock.advance(minutes(61));
    await autoApprove(t.app.ctx, draw);
    expect(await statusOf(id)).toBe('submitted');
    const checks = await admin.get(`/v1/admin/releases/${id}/checks`);
    expect(checks.json()).toMatchObject({ spotCheck: true, findings: [] });
    await autoApprove(t.app.ctx, keep);
    expect(await statusOf(id)).toBe('submitted');
  });

  it('summarises automatic approvals and how long people made the rest wait', async () => {
    const waiting = await submitted({ title: 'NIGHT DRIVE' });
    t.clock.advance(minutes(120));
    await runTransition(t.app.ctx, waiting.id, (db, release) =>
      startReview(t.app.ctx, db, release, adminId),
    );
    // Submitted after that review started: no part of that wait (a wait counted from any
    // release's latest submission came out negative).
    t.clock.advance(minutes(5));
    await submitted({ title: 'LATER' });
    const summary = await autoApprovalSummary(t.app.ctx);
    expect(summary).toMatchObject({
      days: 30,
      autoApproved: 2,
      spotChecked: 1,
      humanReviewed: 1,
      waitMinutesMedian: 120,
      waitMinutesP90: 120,
    });
    const res = await admin.get('/v1/admin/auto-approvals/summary');
    expect(res.json()).toEqual(summary);
  });
});
