import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFfmpeg } from '../../lib/ffmpeg.ts';
import { captureLogs, createTestApp, type TestApp } from '../../test/app.ts';
import { generateAudio, sine } from '../media/audio-fixtures.ts';
import { runAudioQc } from './audio-qc.job.ts';
import * as repo from './uploads.repository.ts';
import { getUploadForOwner, rejudgeAudio, storageKeys } from './uploads.service.ts';
import { signedIn } from './test/uploads-test-kit.ts';

// No worker in this file: each test runs the job itself, when it wants.
let t: TestApp;
let shortWav: string;
const logs = captureLogs();
beforeAll(async () => {
  t = await createTestApp({ WORKERS: 'off', LOG_LEVEL: 'warn' }, { logStream: logs.stream });
  const dir = join(t.config.dataDir, 'fixtures');
  await mkdir(dir);
  shortWav = join(dir, 'short.wav');
  const output = ['-ar', '22050', '-c:a', 'pcm_s16le'];
  await generateAudio(await resolveFfmpeg(), shortWav, [sine(440, 30)], 'anull', output);
});
afterAll(async () => {
  await t.close();
  await rm(t.config.dataDir, { recursive: true, force: true });
});

/** An audio upload whose bytes are all in storage, waiting for its QC (as after tus). */
async function receivedUpload(status: 'uploading' | 'processing' = 'processing') {
  const { user, api, cookie } = await signedIn(t);
  const id = crypto.randomUUID();
  const key = storageKeys.original('audio', id);
  await t.app.ctx.storage.put(key, await readFile(shortWav));
  const now = t.clock.now();
  await repo.insertUpload(t.db, {
    ...{ id, ownerId: user.id, kind: 'audio', status, filename: 'a.wav', size: 1 },
    ...{ createdAt: now, updatedAt: now },
  });
  return { id, user, api, cookie, key };
}

describe('the audio.qc job', () => {
  it('throws while ffmpeg cannot run, so the queue retries; the last attempt fails the upload', async () => {
    const { id, user } = await receivedUpload();
    const broken = { ...t.app.ctx, config: { ...t.app.ctx.config, ffmpegPath: '/nowhere/ffmpeg' } };
    for (let attempt = 1; attempt <= 5; attempt++) {
      await expect(runAudioQc(broken, { uploadId: id })).rejects.toThrow(/FFMPEG_PATH/);
      expect(await getUploadForOwner(t.app.ctx, user.id, id)).toMatchObject({
        status: 'processing',
      });
    }
    await expect(runAudioQc(broken, { uploadId: id })).rejects.toThrow();
    expect(await getUploadForOwner(t.app.ctx, user.id, id)).toMatchObject({
      status: 'failed',
      failure: { code: 'upload_failed' },
    });
    // A late duplicate of the job changes nothing.
    await runAudioQc(t.app.ctx, { uploadId: id });
    expect((await repo.findUploadById(t.db, id))?.qcAttempts).toBe(6);
  });

  it('succeeds once ffmpeg is back, within the retries', async () => {
    const { id, user } = await receivedUpload();
    const broken = { ...t.app.ctx, config: { ...t.app.ctx.config, ffmpegPath: '/nowhere/ffmpeg' } };
    await expect(runAudioQc(broken, { uploadId: id })).rejects.toThrow();
    await runAudioQc(t.app.ctx, { uploadId: id });
    expect(await getUploadForOwner(t.app.ctx, user.id, id)).toMatchObject({
      status: 'complete',
      qc: { format: 'wav', rejections: [{ code: 'audio_too_short' }] },
    });
  });

  it('judges with an intro/outro flag set before the job ran', async () => {
    const { id, user } = await receivedUpload();
    const early = await rejudgeAudio(t.app.ctx, id, { introOrOutro: true });
    expect(early).toMatchObject({ status: 'processing' });
    expect(early?.qc).toBeUndefined();
    await runAudioQc(t.app.ctx, { uploadId: id });
    const upload = await getUploadForOwner(t.app.ctx, user.id, id);
    expect(upload).toMatchObject({ status: 'complete', qc: { rejections: [] } });
  });

  it('fails an upload whose file is missing from storage', async () => {
    const { id, user, key } = await receivedUpload();
    await t.app.ctx.storage.delete(key);
    await runAudioQc(t.app.ctx, { uploadId: id });
    expect(await getUploadForOwner(t.app.ctx, user.id, id)).toMatchObject({
      status: 'failed',
      failure: { code: 'upload_failed' },
    });
    // A deployment whose worker sees other storage than the API must say so in the logs.
    const line = logs.errors().find((l) => l.key === key);
    expect(line).toMatchObject({ storage: { kind: 'local' } });
    expect(line?.msg).toBe(`audio QC of upload ${id}: ${key} is missing from local disk storage`);
  });

  it('finishes an upload whose last step was cut short when the client asks for its offset', async () => {
    // The bytes reached storage, but the process stopped before marking the upload.
    const { id, api, cookie } = await receivedUpload('uploading');
    const head = await api.get(`/v1/uploads/${id}`);
    expect(head.json()).toMatchObject({ status: 'uploading' });
    const res = await t.app.inject({
      method: 'HEAD',
      url: `/v1/uploads/audio/${id}`,
      headers: { 'tus-resumable': '1.0.0', cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['upload-offset']).toBe('1');
    expect((await api.get(`/v1/uploads/${id}`)).json()).toMatchObject({ status: 'processing' });
  });
});
