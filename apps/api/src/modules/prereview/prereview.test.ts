import { rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReleaseChecks } from '@soundpost/contracts/prereview';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { createUser, signIn } from '../../test/factories.ts';
import { readyRelease, signedIn, submitOk, type Api } from '../releases/test/releases-test-kit.ts';
import { tracks } from '../releases/tracks.table.ts';
import { attachArtwork, attachAudio, makeCover, makeMusic } from './test/prereview-test-kit.ts';

// Workers inline: submitting queues prereview.run and this process works it.
let t: TestApp;
let admin: Api;
beforeAll(async () => {
  t = await createTestApp();
  admin = request(t.app, await signIn(t, await createUser(t, { role: 'admin' })));
});
afterAll(async () => {
  await t.close();
  await rm(t.config.dataDir, { recursive: true, force: true });
});

/** The stored checks once the job has run. */
async function storedChecks(releaseId: string): Promise<ReleaseChecks> {
  for (let i = 0; i < 300; i++) {
    const res = await admin.get(`/v1/admin/releases/${releaseId}/checks`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as ReleaseChecks;
    if (body.computedAt) return body;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('prereview.run did not store checks');
}

/** A release of a new account with this audio and cover, submitted, and its stored checks. */
async function submitted(audio: Buffer, cover: Buffer) {
  const { user, api } = await signedIn(t);
  const { release, track } = await readyRelease(t, api, user.id);
  await attachAudio(t, user.id, track.id, audio);
  await attachArtwork(t, user.id, release.id, cover);
  await submitOk(api, release.id);
  return { user, api, release, track, checks: await storedChecks(release.id) };
}

const codes = (checks: { findings: { code: string }[] }) => checks.findings.map((f) => f.code);

describe('pre-review on submission', () => {
  let original: Awaited<ReturnType<typeof submitted>>;
  let picture: Buffer;
  beforeAll(async () => {
    picture = await makeCover('picture');
    original = await submitted(await makeMusic(t, 'a', 'a'), picture);
  }, 120_000);

  it('stores clean checks for an original release', () => {
    expect(original.checks.findings).toEqual([]);
    expect(original.checks.notRun).toEqual([]);
    expect(original.checks.passed).toContain('audio_duplicate');
    expect(original.checks.passed).toContain('artwork_copy');
  });

  it('flags the same music re-encoded by another account, and its re-used cover', async () => {
    const copyCover = await sharp(picture).resize(1500, 1500).jpeg({ quality: 60 }).toBuffer();
    const copy = await submitted(await makeMusic(t, 'a-copy', 'a', true), copyCover);
    const duplicate = copy.checks.findings.find((f) => f.code === 'audio_duplicate');
    expect(duplicate).toMatchObject({
      severity: 'blocking',
      reason: 'song_use_licence_required',
      fixableByArtist: false,
      params: { position: 1, matchReleaseId: original.release.id },
    });
    expect(Number(duplicate!.params.similarity)).toBeGreaterThan(90);
    expect(codes(copy.checks)).toContain('artwork_copy');
  }, 120_000);

  it('does not flag different music or a different cover', async () => {
    const other = await submitted(await makeMusic(t, 'b', 'b'), await makeCover('other-picture'));
    expect(codes(other.checks)).toEqual([]);
  }, 120_000);

  it('flags a cover that is mostly text', async () => {
    // The music is the previous test's: that account's copy is flagged too, as it should be.
    const texty = await submitted(await makeMusic(t, 'b2', 'b'), await makeCover('text'));
    expect(codes(texty.checks).toSorted()).toEqual(['artwork_mostly_text', 'audio_duplicate']);
    expect(texty.checks.findings).toContainEqual(
      expect.objectContaining({ code: 'artwork_mostly_text', reason: 'invalid_cover_art' }),
    );
  }, 120_000);

  it('flags an ISRC another release already uses', async () => {
    const { user, api } = await signedIn(t);
    const { release, track } = await readyRelease(t, api, user.id);
    const [used] = await t.db
      .select({ isrc: tracks.isrc })
      .from(tracks)
      .where(eq(tracks.releaseId, original.release.id));
    await t.db
      .update(tracks)
      .set({ isrc: used!.isrc, isrcIsCustom: true })
      .where(eq(tracks.id, track.id));
    const res = await api.get(`/v1/releases/${release.id}/checks`);
    expect(res.statusCode).toBe(200);
    expect(res.json().findings).toEqual([
      expect.objectContaining({ code: 'isrc_reused', params: { position: 1, isrc: used!.isrc } }),
    ]);
  });
});

describe('GET /v1/releases/:id/checks', () => {
  it("gives the owner the draft's fixable findings, computed now", async () => {
    const { user, api } = await signedIn(t);
    const { release } = await readyRelease(t, api, user.id, { title: 'NIGHT DRIVE 🚗' });
    const res = await api.get(`/v1/releases/${release.id}/checks`);
    expect(res.statusCode).toBe(200);
    expect(codes(res.json())).toEqual(['title_all_caps', 'title_emoji']);
    expect(res.json().findings[0]).toMatchObject({ fixableByArtist: true, step: 'tracks' });
  });

  it('answers 404 to another user, 401 without a session', async () => {
    const owner = await signedIn(t);
    const { release } = await readyRelease(t, owner.api, owner.user.id);
    const other = await signedIn(t);
    expect((await other.api.get(`/v1/releases/${release.id}/checks`)).statusCode).toBe(404);
    expect((await request(t.app).get(`/v1/releases/${release.id}/checks`)).statusCode).toBe(401);
    expect((await owner.api.get('/v1/releases/not-an-id/checks')).statusCode).toBe(404);
  });

  it('keeps the review routes for staff', async () => {
    const { user, api } = await signedIn(t);
    const { release } = await readyRelease(t, api, user.id);
    expect((await api.get(`/v1/admin/releases/${release.id}/checks`)).statusCode).toBe(403);
    expect((await api.get('/v1/admin/auto-approvals/summary')).statusCode).toBe(403);
    expect((await request(t.app).get('/v1/admin/auto-approvals/summary')).statusCode).toBe(401);
    const draft = await admin.get(`/v1/admin/releases/${release.id}/checks`);
    expect(draft.json()).toMatchObject({ computedAt: null, findings: [] });
    const unknown = await admin.get(`/v1/admin/releases/${crypto.randomUUID()}/checks`);
    expect(unknown.statusCode).toBe(404);
  });
});
