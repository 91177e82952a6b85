import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MasteringProject } from '@soundpost/contracts/mastering';
import { resolveFfmpeg } from '../../lib/ffmpeg.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { analyzeAudio, judgeAudio } from '../media/audio-qc.ts';
import { convertAudio } from '../media/audio-fixtures.ts';
import {
  insertAudio,
  readyRelease,
  signedIn,
  type Api,
} from '../releases/test/releases-test-kit.ts';
import { runAudioQc } from '../uploads/audio-qc.job.ts';
import { insertUpload } from '../uploads/uploads.repository.ts';
import { storageKeys } from '../uploads/uploads.service.ts';
import { runMastering } from './mastering-job.ts';
import { findProject } from './mastering.repository.ts';
import { quietDullMix } from './mastering-test-kit.ts';

// No worker in this file: each test runs the job itself, when it wants.
/**
 * A test that runs the preview and master jobs: about 10 s on a quiet machine, over 60 s on a CI
 * machine running both test lanes at once.
 */
const jobRuns = 240_000;
let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp({ WORKERS: 'off', LOG_LEVEL: 'warn' });
  dir = join(t.config.dataDir, 'fixtures');
  await mkdir(dir);
  const ffmpeg = await resolveFfmpeg();
  await quietDullMix(ffmpeg, join(dir, 'mix.wav'), 62);
  await convertAudio(ffmpeg, join(dir, 'mix.wav'), join(dir, 'mix.flac'));
});
afterAll(async () => {
  await t.close();
  await rm(t.config.dataDir, { recursive: true, force: true });
});

/** A checked audio upload of the user holding a real file (the QC's own analysis of it). */
async function storedAudio(ownerId: string, name = 'mix.wav') {
  const path = join(dir, name);
  const analysis = await analyzeAudio(path, { ffmpeg: await resolveFfmpeg() });
  const id = crypto.randomUUID();
  await t.app.ctx.storage.put(storageKeys.original('audio', id), await readFile(path));
  const now = t.clock.now();
  await insertUpload(t.db, {
    ...{ id, ownerId, kind: 'audio', status: 'complete', filename: name, size: 12_000_000 },
    ...{ format: analysis.ok ? analysis.format : null, analysis, verdict: judgeAudio(analysis) },
    ...{ originalKey: storageKeys.original('audio', id), createdAt: now, updatedAt: now },
  });
  return id;
}

async function runJob(project: MasteringProject, api: Api) {
  const row = await findProject(t.db, project.id);
  await runMastering(t.app.ctx, { projectId: project.id, revision: row!.revision });
  const after = await api.get(`/v1/mastering/projects/${project.id}`);
  return after.json<MasteringProject>();
}

describe('a mastering project', () => {
  it(
    'makes the preview, then the final master, with figures, files and downloads',
    async () => {
      const { user, api } = await signedIn(t);
      const uploadId = await storedAudio(user.id);
      const created = await api.post('/v1/mastering/projects', {
        name: 'Night Drive',
        uploadId,
        preset: 'warm',
        loopStartSeconds: 20,
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({
        name: 'Night Drive',
        filename: 'mix.wav',
        preset: 'warm',
        loopStartSeconds: 20,
        stage: 'preview',
        status: 'pending',
        preview: null,
        downloads: null,
      });

      const previewed = await runJob(created.json(), api);
      expect(previewed).toMatchObject({ stage: 'preview', status: 'success', progress: 100 });
      expect(Math.abs(previewed.report!.after.integratedLufs! - -14)).toBeLessThanOrEqual(0.5);
      expect(previewed.report!.after.truePeakDbtp!).toBeLessThanOrEqual(-1);
      const { masteredGainDb, originalGainDb } = previewed.preview!;
      expect(Math.max(masteredGainDb, originalGainDb)).toBe(0);
      const loop = await api.get(previewed.preview!.originalUrl);
      expect(loop.statusCode).toBe(200);
      expect(loop.headers['content-type']).toBe('audio/mpeg');
      expect((await api.get(previewed.preview!.masteredUrl)).statusCode).toBe(200);
      const early = await api.get(`/v1/mastering/projects/${previewed.id}/files/master-24.wav`);
      expect(early.statusCode).toBe(409);
      expect(early.json().code).toBe('mastering_not_ready');

      const started = await api.post(`/v1/mastering/projects/${previewed.id}/master`);
      expect(started.json()).toMatchObject({ stage: 'master', status: 'pending' });
      const mastered = await runJob(started.json(), api);
      expect(mastered).toMatchObject({ stage: 'master', status: 'success' });
      expect(Math.abs(mastered.report!.after.integratedLufs! - -14)).toBeLessThanOrEqual(0.5);
      expect(mastered.report!.before.integratedLufs!).toBeLessThan(-20);
      const wav = await api.get(mastered.downloads!.wav24Url);
      expect(wav.statusCode).toBe(200);
      expect(wav.headers['content-disposition']).toMatch(/^attachment;.*Night%20Drive\.wav/);
      expect(wav.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
      expect((await api.get(mastered.downloads!.mp3Url)).headers['content-type']).toBe(
        'audio/mpeg',
      );
      // The preview's files stay for the comparison.
      expect((await api.get(mastered.preview!.masteredUrl)).statusCode).toBe(200);

      const list = await api.get('/v1/mastering/projects');
      expect(list.json().items.map((p: MasteringProject) => p.id)).toEqual([mastered.id]);

      // "Use as this track's audio": a new upload of the master, checked by the audio QC.
      const { release, track } = await readyRelease(t, api, user.id);
      const used = await api.post(`/v1/mastering/projects/${mastered.id}/use`, {
        releaseId: release.id,
        trackId: track.id,
      });
      expect(used.statusCode, used.body).toBe(200);
      const audio = used.json().audio;
      expect(audio.uploadId).not.toBe(track.audio.uploadId);
      expect(audio.status).toBe('processing');
      await runAudioQc(t.app.ctx, { uploadId: audio.uploadId });
      const upload = await api.get(`/v1/uploads/${audio.uploadId}`);
      expect(upload.json()).toMatchObject({
        status: 'complete',
        qc: { format: 'wav', bitDepth: 16 },
      });
      expect(Math.abs(upload.json().qc.integratedLufs - -14)).toBeLessThanOrEqual(0.5);
    },
    jobRuns,
  );

  it(
    'replaces the preview when the settings change, and can be cancelled',
    async () => {
      const { user, api } = await signedIn(t);
      const created = await api.post('/v1/mastering/projects', {
        name: 'Loop',
        uploadId: await storedAudio(user.id),
      });
      const first = created.json<MasteringProject>();
      const changed = await api.put(`/v1/mastering/projects/${first.id}/settings`, {
        preset: 'bright',
        loopStartSeconds: 65,
      });
      // The loop is moved back so it fits in the 62-second track.
      expect(changed.json()).toMatchObject({
        preset: 'bright',
        loopStartSeconds: 32,
        status: 'pending',
      });
      // The first revision's job finds itself replaced and does nothing.
      await runMastering(t.app.ctx, { projectId: first.id, revision: 1 });
      expect((await api.get(`/v1/mastering/projects/${first.id}`)).json().status).toBe('pending');

      const cancelled = await api.post(`/v1/mastering/projects/${first.id}/cancel`);
      expect(cancelled.json()).toMatchObject({
        status: 'failed',
        failure: { code: 'mastering_cancelled' },
      });
      await runMastering(t.app.ctx, { projectId: first.id, revision: 2 });
      expect((await api.get(`/v1/mastering/projects/${first.id}`)).json().status).toBe('failed');

      const master = await api.post(`/v1/mastering/projects/${first.id}/master`);
      expect(master.statusCode).toBe(409);
      expect(master.json().code).toBe('mastering_preview_required');
      expect((await api.delete(`/v1/mastering/projects/${first.id}`)).statusCode).toBe(200);
      expect((await api.get(`/v1/mastering/projects/${first.id}`)).statusCode).toBe(404);
    },
    jobRuns,
  );

  it(
    'fails after its last retry while ffmpeg cannot run',
    async () => {
      const { user, api } = await signedIn(t);
      const created = await api.post('/v1/mastering/projects', {
        name: 'Broken',
        uploadId: await storedAudio(user.id),
      });
      const id = created.json().id;
      const broken = {
        ...t.app.ctx,
        config: { ...t.app.ctx.config, ffmpegPath: '/nowhere/ffmpeg' },
      };
      for (let attempt = 1; attempt <= 4; attempt++) {
        await expect(runMastering(broken, { projectId: id, revision: 1 })).rejects.toThrow();
      }
      expect((await api.get(`/v1/mastering/projects/${id}`)).json()).toMatchObject({
        status: 'failed',
        failure: { code: 'mastering_failed' },
      });
    },
    jobRuns,
  );
});

describe("a plan's monthly allowance of final masters", () => {
  it(
    'counts final masters only, gives back a cancelled one, and refuses a new project when spent',
    async () => {
      const admin = await signedIn(t, { role: 'admin' });
      const quota = await admin.api.put('/v1/admin/tool-quotas/artist/mastering', {
        monthlyAllowance: 1,
      });
      expect(quota.statusCode, quota.body).toBe(200);
      const { user, api } = await signedIn(t, { plan: 'artist' });
      const created = await api.post('/v1/mastering/projects', {
        name: 'Allowance',
        uploadId: await storedAudio(user.id),
      });
      const previewed = await runJob(created.json(), api);
      expect(previewed.status).toBe('success');
      // A second project's preview is free while the final master is not taken yet.
      const spare = await api.post('/v1/mastering/projects', {
        name: 'Spare',
        uploadId: await storedAudio(user.id),
      });
      expect(spare.statusCode).toBe(201);

      const master = () => api.post(`/v1/mastering/projects/${previewed.id}/master`);
      expect((await master()).statusCode).toBe(200);
      // The month's only master is pending: a new project is refused, in the spec's words.
      const refused = await api.post('/v1/mastering/projects', {
        name: 'One too many',
        uploadId: await storedAudio(user.id),
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'tool_quota_reached',
        message: 'No more masters available this month.',
      });
      // Cancelled before it ran, the master gives its use back; then it is made.
      expect((await api.post(`/v1/mastering/projects/${previewed.id}/cancel`)).statusCode).toBe(
        200,
      );
      const restarted = await master();
      expect(restarted.statusCode, restarted.body).toBe(200);
      expect((await runJob(restarted.json(), api)).status).toBe('success');
      expect((await master()).json().code).toBe('tool_quota_reached');
    },
    jobRuns,
  );
});

describe('mastering inputs', () => {
  it("take a track of the user's own release", async () => {
    const { user, api } = await signedIn(t);
    const { track } = await readyRelease(t, api, user.id);
    const created = await api.post('/v1/mastering/projects', {
      name: 'From a track',
      trackId: track.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ filename: 'song.wav', durationSeconds: 180 });
  });

  it('refuse files that are no MP3 or WAV, outside 1-20 minutes, unchecked or failed', async () => {
    const { user, api } = await signedIn(t);
    const post = (uploadId: string) => api.post('/v1/mastering/projects', { name: 'x', uploadId });
    const flac = await post(await storedAudio(user.id, 'mix.flac'));
    expect(flac.statusCode).toBe(415);
    expect(flac.json().code).toBe('mastering_unsupported_format');
    const short = await post(await insertAudio(t, user.id, { durationSeconds: 30 }));
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({
      code: 'mastering_too_short',
      params: { duration: '0:30', min: 1, max: 20 },
    });
    const long = await post(await insertAudio(t, user.id, { durationSeconds: 21 * 60 }));
    expect(long.json().code).toBe('mastering_too_long');
    const processing = await post(await insertAudio(t, user.id, { status: 'processing' }));
    expect(processing.statusCode).toBe(409);
    expect(processing.json().code).toBe('mastering_audio_processing');
    const failed = await post(await insertAudio(t, user.id, { status: 'failed' }));
    expect(failed.statusCode).toBe(422);
    expect(failed.json().code).toBe('mastering_upload_failed');
    const neither = await api.post('/v1/mastering/projects', { name: 'x' });
    expect(neither.statusCode).toBe(400);
  });
});

describe("another user's mastering", () => {
  it('is not found, whatever the route, and their inputs are not inputs', async () => {
    const owner = await signedIn(t);
    const attacker = await signedIn(t);
    const created = await owner.api.post('/v1/mastering/projects', {
      name: 'Mine',
      uploadId: await insertAudio(t, owner.user.id),
    });
    const id = created.json().id;
    const { api } = attacker;
    const base = `/v1/mastering/projects/${id}`;
    const answers = [
      await api.get(base),
      await api.put(`${base}/settings`, { preset: 'open', loopStartSeconds: 0 }),
      await api.post(`${base}/master`),
      await api.post(`${base}/cancel`),
      await api.get(`${base}/files/preview-mastered.mp3`),
      await api.get(`${base}/files/master-24.wav`),
      await api.delete(base),
    ];
    for (const res of answers) expect(res.statusCode, res.body).toBe(404);
    expect((await api.get('/v1/mastering/projects')).json().items).toEqual([]);
    expect((await owner.api.get(base)).json().status).toBe('pending');

    // Their upload, their track, their release are not the attacker's to use.
    const upload = await api.post('/v1/mastering/projects', {
      name: 'x',
      uploadId: await insertAudio(t, owner.user.id),
    });
    expect(upload.statusCode).toBe(400);
    expect(upload.json().fields).toEqual({ uploadId: 'unknown_upload' });
    const { release, track } = await readyRelease(t, owner.api, owner.user.id);
    const fromTrack = await api.post('/v1/mastering/projects', { name: 'x', trackId: track.id });
    expect(fromTrack.statusCode).toBe(404);
    const own = await api.post('/v1/mastering/projects', {
      name: 'x',
      uploadId: await insertAudio(t, attacker.user.id),
    });
    const use = await api.post(`/v1/mastering/projects/${own.json().id}/use`, {
      releaseId: release.id,
      trackId: track.id,
    });
    expect(use.statusCode).toBe(404);
  });
});

describe('requests that run mastering', () => {
  it('are limited to 60 an hour per user, wherever they come from; others keep theirs', async () => {
    const { api } = await signedIn(t);
    // Refused at once (no such upload), but each still asks the queue's door.
    const ask = (ip: string) =>
      api.post(
        '/v1/mastering/projects',
        { uploadId: crypto.randomUUID() },
        { 'x-forwarded-for': ip },
      );
    for (let i = 0; i < 60; i++) {
      expect((await ask(`198.51.100.${i % 2}`)).statusCode).not.toBe(429);
    }
    const refused = await ask('203.0.113.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    const other = await signedIn(t);
    const theirs = await other.api.post(
      '/v1/mastering/projects',
      { uploadId: crypto.randomUUID() },
      { 'x-forwarded-for': '198.51.100.0' },
    );
    expect(theirs.statusCode).not.toBe(429);
  });
});
