import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFfmpeg } from '../../lib/ffmpeg.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { generateAudio, sine } from '../media/audio-fixtures.ts';
import { rejudgeAudio } from './uploads.service.ts';
import { signedIn, tusClient, tusUpload, waitForUpload } from './test/uploads-test-kit.ts';

let t: TestApp;
let tus: ReturnType<typeof tusClient>;
let endpoint: string;
const media: Record<'twoMinutes' | 'short' | 'truncated' | 'garbage', Buffer> = {} as never;
const chunkSize = 2 * 1024 * 1024;

beforeAll(async () => {
  t = await createTestApp();
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  endpoint = `${base}/v1/uploads/audio`;
  tus = tusClient(base);
  const ffmpeg = await resolveFfmpeg();
  const dir = join(t.config.dataDir, 'fixtures');
  await mkdir(dir);
  const wav = ['-ar', '22050', '-c:a', 'pcm_s16le'];
  await generateAudio(ffmpeg, join(dir, 'two-minutes.wav'), [sine(440, 120)], 'anull', wav);
  await generateAudio(ffmpeg, join(dir, 'short.wav'), [sine(440, 30)], 'anull', wav);
  media.twoMinutes = await readFile(join(dir, 'two-minutes.wav'));
  media.short = await readFile(join(dir, 'short.wav'));
  // The header still announces 2 minutes; half of the samples are missing.
  media.truncated = media.twoMinutes.subarray(0, media.twoMinutes.length / 2);
  media.garbage = randomBytes(64 * 1024);
});
afterAll(async () => {
  await t.close();
  await rm(t.config.dataDir, { recursive: true, force: true });
});

describe('audio uploads over tus', () => {
  it('resumes a 2-minute WAV from the offset the server kept, then checks it', async () => {
    const { cookie, api } = await signedIn(t);
    const wav = media.twoMinutes;
    expect(wav.length).toBeGreaterThan(2 * chunkSize);

    // The first client stops after one chunk, as a closed tab or a lost connection would.
    const url = await new Promise<string>((resolve, reject) => {
      const first = tusUpload(endpoint, cookie, wav, {
        chunkSize,
        metadata: { filename: 'My Song.wav', filetype: 'audio/wav' },
        onChunkComplete: () => {
          const { url: at } = first.upload;
          void first.upload.abort().then(() => resolve(at!), reject);
        },
      });
      // (tusUpload resolves only on success, which an aborted upload never reaches.)
      first.promise.catch(reject);
    });
    const head = await tus('HEAD', url, { cookie });
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(chunkSize));
    expect(head.headers.get('upload-length')).toBe(String(wav.length));
    const id = url.split('/').pop()!;
    expect((await api.get(`/v1/uploads/${id}`)).json()).toMatchObject({
      status: 'uploading',
      filename: 'My Song.wav',
      size: wav.length,
    });

    // A second client picks the upload up from its URL: HEAD, then PATCH from that offset.
    const sent: string[] = [];
    await tusUpload(endpoint, cookie, wav, {
      chunkSize,
      uploadUrl: url,
      onBeforeRequest: (req) => {
        sent.push(`${req.getMethod()} ${req.getHeader('Upload-Offset') ?? ''}`.trim());
      },
    }).promise;
    expect(sent).toEqual(['HEAD', `PATCH ${chunkSize}`, `PATCH ${2 * chunkSize}`]);

    const upload = await waitForUpload(api, id);
    expect(upload).toMatchObject({ id, kind: 'audio', status: 'complete', size: wav.length });
    expect(upload.failure).toBeUndefined();
    expect(upload.qc).toMatchObject({
      format: 'wav',
      sampleRate: 22050,
      bitDepth: 16,
      channels: 1,
      rejections: [],
    });
    expect(Math.abs(upload.qc!.durationSeconds - 120)).toBeLessThan(0.1);
    // ffmpeg's sine peaks at -18 dBFS; mono counts as dual mono: near -19 LUFS, no warning.
    expect(Math.abs(upload.qc!.integratedLufs! + 18.7)).toBeLessThan(0.5);
    expect(upload.qc!.warnings).toEqual([]);
    expect(upload.qc!.waveform).toHaveLength(800);

    // The file has left the tus directory for storage; a late HEAD still says it is complete.
    const late = await tus('HEAD', url, { cookie });
    expect(late.status).toBe(200);
    expect(late.headers.get('upload-offset')).toBe(String(wav.length));
    const stored = await readFile(join(t.config.dataDir, 'files', 'audio', id, 'original'));
    expect(stored.equals(wav)).toBe(true);
    const patch = await tus('PATCH', url, {
      cookie,
      'upload-offset': String(wav.length),
      'content-type': 'application/offset+octet-stream',
    });
    expect(patch.status).toBe(409);
  });

  it('keeps the bytes of a chunk cut off midway and resumes from them', async () => {
    const { cookie, api } = await signedIn(t);
    const wav = media.short;
    const created = await tus('POST', '/v1/uploads/audio', {
      cookie,
      'upload-length': String(wav.length),
      'upload-metadata': `filename ${Buffer.from('short.wav').toString('base64')}`,
    });
    expect(created.status).toBe(201);
    const url = created.headers.get('location')!;
    expect(url).toMatch(/^\/v1\/uploads\/audio\/[0-9a-f-]{36}$/);

    // Half the file goes out, then the connection dies before the request ends.
    const half = wav.length / 2;
    const aborter = new AbortController();
    let pushed = 0;
    const body = new ReadableStream({
      pull(controller) {
        if (pushed >= half) {
          setTimeout(() => aborter.abort(), 300);
          return new Promise(() => {}); // never ends by itself
        }
        const piece = wav.subarray(pushed, Math.min(pushed + 64 * 1024, half));
        pushed += piece.length;
        controller.enqueue(piece);
      },
    });
    const cut = await tus(
      'PATCH',
      url,
      { cookie, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body,
      aborter.signal,
    ).catch((error: unknown) => error);
    expect(cut).toBeInstanceOf(Error);

    let offset = 0;
    for (let i = 0; i < 50 && offset === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      offset = Number((await tus('HEAD', url, { cookie })).headers.get('upload-offset'));
    }
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(half);

    const rest = await tus(
      'PATCH',
      url,
      {
        cookie,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
      wav.subarray(offset),
    );
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(wav.length));
    const upload = await waitForUpload(api, url.split('/').pop()!);
    // Every byte arrived in order: the file decodes to its full 30 seconds.
    expect(upload.qc?.durationSeconds).toBeCloseTo(30, 1);
  });

  it('rejects a 30-second track as too short, unless it is an intro or outro', async () => {
    const { cookie, api } = await signedIn(t);
    const { id } = await tusUpload(endpoint, cookie, media.short).promise;
    const upload = await waitForUpload(api, id);
    expect(upload.status).toBe('complete');
    expect(upload.qc?.rejections).toEqual([
      {
        code: 'audio_too_short',
        params: { duration: '0:30', min: 1 },
        advice: 'audio_too_short_advice',
      },
    ]);

    const rejudged = await rejudgeAudio(t.app.ctx, id, { introOrOutro: true });
    expect(rejudged?.qc?.rejections).toEqual([]);
    expect(rejudged?.qc?.durationSeconds).toBe(upload.qc?.durationSeconds);
    expect((await api.get(`/v1/uploads/${id}`)).json().qc.rejections).toEqual([]);
    const back = await rejudgeAudio(t.app.ctx, id, { introOrOutro: false });
    expect(back?.qc?.rejections.map((r) => r.code)).toEqual(['audio_too_short']);
    expect(await rejudgeAudio(t.app.ctx, crypto.randomUUID(), { introOrOutro: true })).toBe(
      undefined,
    );
  });

  it('fails a truncated WAV as damaged and a file of garbage as an unsupported format', async () => {
    const { cookie, api } = await signedIn(t);
    const uploads = await Promise.all(
      [media.truncated, media.garbage].map((file) => tusUpload(endpoint, cookie, file).promise),
    );
    const codes = ['audio_damaged', 'audio_unsupported_format'];
    for (const [i, { id }] of uploads.entries()) {
      const upload = await waitForUpload(api, id);
      expect(upload).toMatchObject({ status: 'failed', failure: { code: codes[i] } });
      expect(upload.qc).toBeUndefined();
    }
  });

  it('treats a second upload (a replaced file) as a new, independent upload', async () => {
    const { cookie, api } = await signedIn(t);
    const first = await tusUpload(endpoint, cookie, media.garbage).promise;
    const second = await tusUpload(endpoint, cookie, media.short, {
      metadata: { filename: 'take-2.wav' },
    }).promise;
    expect(second.id).not.toBe(first.id);
    const [a, b] = await Promise.all([waitForUpload(api, first.id), waitForUpload(api, second.id)]);
    expect(a).toMatchObject({ status: 'failed', filename: 'track.wav' });
    expect(b).toMatchObject({ status: 'complete', filename: 'take-2.wav' });
  });
});
