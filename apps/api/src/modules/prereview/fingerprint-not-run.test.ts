import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkRules, type ReleaseChecks } from '@soundpost/contracts/prereview';
import type { AppContext } from '../../lib/context.ts';
import { minutes } from '../../lib/clock.ts';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { createUser, signIn } from '../../test/factories.ts';
import {
  insertAudio,
  readyRelease,
  signedIn,
  submitOk,
  trackBody,
  type Api,
} from '../releases/test/releases-test-kit.ts';
import { releases } from '../releases/releases.table.ts';
import { autoApprove } from './auto-approval.ts';
import { runPrereview } from './prereview.job.ts';
import { audioFingerprints } from './prereview.table.ts';
import { attachAudio, makeMusic } from './test/prereview-test-kit.ts';

// The app's FPCALC_PATH names a program that is not there; the tests that need a working
// fpcalc run the job with the one on the PATH. No worker: the tests run the jobs themselves.
let t: TestApp;
let admin: Api;
let missingFpcalc: string;
beforeAll(async () => {
  missingFpcalc = join(process.cwd(), 'no-such-dir', 'fpcalc');
  t = await createTestApp({ WORKERS: 'off', FPCALC_PATH: missingFpcalc });
  admin = request(t.app, await signIn(t, await createUser(t, { role: 'admin' })));
  const res = await admin.patch('/v1/admin/settings', {
    autoApprovalEnabled: true,
    autoApprovalHoldMinutes: 60,
    autoApprovalMinAccountAgeDays: 0,
    autoApprovalSpotCheckPercent: 0,
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  await rm(t.config.dataDir, { recursive: true, force: true });
});

/** The context with the fpcalc on the PATH, as a server that has it installed. */
const withFpcalc = (): AppContext => ({
  ...t.app.ctx,
  config: { ...t.app.ctx.config, fpcalcPath: 'fpcalc' },
});

/** A submitted release of a new account whose tracks have these audio files in storage. */
async function submitted(audio: Buffer[]) {
  const { user, api } = await signedIn(t, { plan: 'pro' });
  const { release, track } = await readyRelease(t, api, user.id);
  const uploadIds = [await attachAudio(t, user.id, track.id, audio[0]!)];
  for (const bytes of audio.slice(1)) {
    const res = await api.post(
      `/v1/releases/${release.id}/tracks`,
      trackBody(await insertAudio(t, user.id)),
    );
    expect(res.statusCode, res.body).toBe(201);
    uploadIds.push(await attachAudio(t, user.id, res.json().id, bytes));
  }
  await submitOk(api, release.id);
  return { api, id: release.id as string, uploadIds };
}

async function reviewerChecks(id: string): Promise<ReleaseChecks> {
  const res = await admin.get(`/v1/admin/releases/${id}/checks`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function fingerprinted(uploadIds: string[]) {
  const rows = await t.db
    .select({ uploadId: audioFingerprints.uploadId })
    .from(audioFingerprints)
    .where(inArray(audioFingerprints.uploadId, uploadIds));
  return rows.map((r) => r.uploadId);
}

async function statusOf(id: string) {
  const [row] = await t.db.select().from(releases).where(eq(releases.id, id));
  return row!.status;
}

describe('the duplicate-audio check when fpcalc cannot run', () => {
  let music: Buffer;
  let missing: Awaited<ReturnType<typeof submitted>>;
  let failed: Awaited<ReturnType<typeof submitted>>;
  let clean: Awaited<ReturnType<typeof submitted>>;
  beforeAll(async () => {
    music = await makeMusic(t, 'music', 'a');
    missing = await submitted([music]);
    await runPrereview(t.app.ctx, { releaseId: missing.id });
    // Track 2 is not audio fpcalc can open: fpcalc exits with an error on it.
    failed = await submitted([music, Buffer.from('RIFF, but not really a WAV file')]);
    await runPrereview(withFpcalc(), { releaseId: failed.id });
    clean = await submitted([await makeMusic(t, 'other', 'b')]);
    await runPrereview(withFpcalc(), { releaseId: clean.id });
  }, 120_000);

  it('stores the other checks and the duplicate check as not run: program missing', async () => {
    const checks = await reviewerChecks(missing.id);
    expect(checks.computedAt).not.toBeNull();
    expect(checks.findings).toEqual([]);
    expect(checks.notRun).toEqual([
      { rule: 'audio_duplicate', cause: 'program_missing', position: null },
    ]);
    expect(checks.passed).toEqual(checkRules.filter((rule) => rule !== 'audio_duplicate'));
    // Nothing was fingerprinted: the next run tries again.
    expect(await fingerprinted(missing.uploadIds)).toEqual([]);
  });

  it('names the track fpcalc failed on and still checks the others', async () => {
    const checks = await reviewerChecks(failed.id);
    expect(checks.notRun).toEqual([
      { rule: 'audio_duplicate', cause: 'program_failed', position: 2 },
    ]);
    expect(checks.findings).toEqual([]);
    expect(checks.passed).not.toContain('audio_duplicate');
    expect(await fingerprinted(failed.uploadIds)).toEqual([failed.uploadIds[0]]);
  });

  it('is for the review team only: the artist sees no trace of it', async () => {
    const res = await failed.api.get(`/v1/releases/${failed.id}/checks`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ releaseId: failed.id, findings: [] });
  });

  it('keeps the releases from auto-approval: a person reviews them', async () => {
    t.clock.advance(minutes(61));
    await autoApprove(t.app.ctx, () => 0.5);
    expect(await statusOf(missing.id)).toBe('submitted');
    expect(await statusOf(failed.id)).toBe('submitted');
    expect(await statusOf(clean.id)).toBe('approved');
  });

  it('runs the check on the next run once fpcalc is there', async () => {
    await runPrereview(withFpcalc(), { releaseId: missing.id });
    const checks = await reviewerChecks(missing.id);
    expect(checks.notRun).toEqual([]);
    // The same music as the other account's track 1, fingerprinted meanwhile.
    expect(checks.findings).toEqual([
      expect.objectContaining({
        code: 'audio_duplicate',
        params: expect.objectContaining({ position: 1, matchReleaseId: failed.id }),
      }),
    ]);
    expect(await fingerprinted(missing.uploadIds)).toEqual(missing.uploadIds);
  });
});
