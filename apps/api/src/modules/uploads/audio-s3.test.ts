import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFfmpeg } from '../../lib/ffmpeg.ts';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { startS3Server } from '../../test/s3-server.ts';
import { generateAudio, sine } from '../media/audio-fixtures.ts';
import * as repo from './uploads.repository.ts';
import { storageKeys } from './uploads.service.ts';
import { signedIn, tusClient, tusUpload, waitForUpload } from './test/uploads-test-kit.ts';

// Two API instances on one database and one S3 bucket, as behind a load balancer.
let s3: Awaited<ReturnType<typeof startS3Server>>;
let a: TestApp;
let b: TestApp;
const base = { a: '', b: '' };
let wav: Buffer;
const chunkSize = 2 * 1024 * 1024;

beforeAll(async () => {
  s3 = await startS3Server();
  a = await createTestApp(s3.env);
  b = await createTestApp(s3.env, { database: a.database });
  base.a = await a.app.listen({ port: 0, host: '127.0.0.1' });
  base.b = await b.app.listen({ port: 0, host: '127.0.0.1' });
  const dir = join(a.config.dataDir, 'fixtures');
  await mkdir(dir);
  const file = join(dir, 'two-minutes.wav');
  await generateAudio(await resolveFfmpeg(), file, [sine(440, 120)], 'anull', [
    ...['-ar', '22050', '-c:a', 'pcm_s16le'],
  ]);
  wav = await readFile(file);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await s3?.close();
  await rm(a.config.dataDir, { recursive: true, force: true });
  await rm(b.config.dataDir, { recursive: true, force: true });
});

/** Sends the first chunk through `endpoint`, then stops as a closed tab would; the upload URL. */
function firstChunkOnly(endpoint: string, cookie: string, file: Buffer) {
  return new Promise<string>((resolve, reject) => {
    const first = tusUpload(endpoint, cookie, file, {
      chunkSize,
      onChunkComplete: () => {
        const { url } = first.upload;
        void first.upload.abort().then(() => resolve(url!), reject);
      },
    });
    first.promise.catch(reject);
  });
}

describe('audio uploads on S3 across instances', () => {
  it('resumes on instance B an upload started on A, checks it from S3 and streams it back', async () => {
    const { cookie, api } = await signedIn(a);
    expect(wav.length).toBeGreaterThan(2 * chunkSize);
    const urlOnA = await firstChunkOnly(`${base.a}/v1/uploads/audio`, cookie, wav);
    const path = new URL(urlOnA).pathname;
    const id = path.split('/').pop()!;

    const head = await tusClient(base.b)('HEAD', path, { cookie });
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(chunkSize));
    const rest = tusUpload(`${base.b}/v1/uploads/audio`, cookie, wav, {
      chunkSize,
      uploadUrl: `${base.b}${path}`,
    });
    await rest.promise;

    const upload = await waitForUpload(api, id);
    expect(upload).toMatchObject({ status: 'complete', qc: { format: 'wav', sampleRate: 22050 } });
    expect(upload.qc?.durationSeconds).toBeCloseTo(120, 0);
    // The bytes are in the bucket under their storage key; tus's parts and info are gone.
    const { storage } = a.app.ctx;
    expect(storage.describe().kind).toBe('s3');
    expect(await storage.exists(`audio/${id}/original`)).toBe(true);
    expect(await storage.list(id)).toEqual([]);

    // Streamed back through either instance, whole or by range, to its owner only.
    const onB = request(b.app, cookie);
    const whole = await onB.get(`/v1/uploads/${id}/audio`);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({
      'content-type': 'audio/wav',
      'accept-ranges': 'bytes',
      'content-length': String(wav.length),
      'cache-control': 'private, max-age=31536000, immutable',
    });
    expect(whole.rawPayload.equals(wav)).toBe(true);
    const part = await api.get(`/v1/uploads/${id}/audio`, { range: 'bytes=1000-1999' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-1999/${wav.length}`);
    expect(part.headers['content-length']).toBe('1000');
    expect(part.rawPayload.equals(wav.subarray(1000, 2000))).toBe(true);
    const tail = await api.get(`/v1/uploads/${id}/audio`, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(wav.subarray(-10))).toBe(true);
    const past = await api.get(`/v1/uploads/${id}/audio`, { range: `bytes=${wav.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${wav.length}`);
    expect(past.json()).toMatchObject({ code: 'range_not_satisfiable' });
    const other = await signedIn(b);
    expect((await other.api.get(`/v1/uploads/${id}/audio`)).statusCode).toBe(404);
  });

  it('never interleaves two PATCHes of one upload, even on two instances', async () => {
    const { cookie, api } = await signedIn(a);
    const bytes = randomBytes(2 * 1024 * 1024);
    const tus = tusClient(base.a);
    const created = await tus('POST', '/v1/uploads/audio', {
      cookie,
      'upload-length': String(bytes.length),
    });
    expect(created.status).toBe(201);
    const path = created.headers.get('location')!;
    const id = path.split('/').pop()!;
    const octets = (offset: number) => ({
      cookie,
      'content-type': 'application/offset+octet-stream',
      'upload-offset': String(offset),
    });

    // The first PATCH sends half its bytes, then stalls while holding the upload's lock.
    let resume!: () => void;
    const stalled = new Promise<void>((resolve) => (resume = resolve));
    const slowBody = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(bytes.subarray(0, bytes.length / 2));
        await stalled;
        controller.enqueue(bytes.subarray(bytes.length / 2));
        controller.close();
      },
    });
    const first = tus('PATCH', path, octets(0), slowBody).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 500));
    // PGlite is one process: its locks are in memory, so both PATCHes go to one instance there.
    const secondBase = a.database.kind === 'postgres' ? base.b : base.a;
    const second = await tusClient(secondBase)('PATCH', path, octets(0), bytes);
    resume();
    await first;
    // The second either waited for the first to let go and found the offset moved (409), or
    // wrote everything from 0 after it: never both at once.
    expect([204, 409]).toContain(second.status);

    const head = await tus('HEAD', path, { cookie });
    const offset = Number(head.headers.get('upload-offset'));
    if (offset < bytes.length) {
      const last = await tus('PATCH', path, octets(offset), bytes.subarray(offset));
      expect(last.status).toBe(204);
    }
    await waitForUpload(api, id);
    const stored = await api.get(`/v1/uploads/${id}/audio`);
    expect(stored.rawPayload.equals(bytes)).toBe(true);
  });

  it('forgets an upload its owner terminates, leaving nothing in the bucket', async () => {
    const { cookie, api } = await signedIn(a);
    const tus = tusClient(base.b);
    const created = await tus('POST', '/v1/uploads/audio', { cookie, 'upload-length': '5000' });
    const path = created.headers.get('location')!;
    const id = path.split('/').pop()!;
    const patch = await tus(
      'PATCH',
      path,
      { cookie, 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' },
      randomBytes(1000),
    );
    expect(patch.status).toBe(204);
    expect((await a.app.ctx.storage.list(id)).length).toBeGreaterThan(0);
    expect((await tusClient(base.a)('DELETE', path, { cookie })).status).toBe(204);
    await expect.poll(async () => (await api.get(`/v1/uploads/${id}`)).statusCode).toBe(404);
    expect(await a.app.ctx.storage.list(id)).toEqual([]);
  });

  it('finishes an upload cut short after its bytes were copied, and clears what tus left', async () => {
    const { user, cookie, api } = await signedIn(a);
    const id = crypto.randomUUID();
    const { storage } = a.app.ctx;
    const now = a.clock.now();
    await repo.insertUpload(a.db, {
      ...{ id, ownerId: user.id, kind: 'audio', status: 'uploading', filename: 'a.wav' },
      ...{ size: wav.length, createdAt: now, updatedAt: now },
    });
    // As the process left it: the copy in storage done, tus's object and info not yet deleted.
    await storage.put(storageKeys.original('audio', id), wav);
    await storage.put(id, wav);
    await storage.put(`${id}.info`, Buffer.alloc(0));

    const head = await tusClient(base.b)('HEAD', `/v1/uploads/audio/${id}`, { cookie });
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(wav.length));
    expect(await storage.list(id)).toEqual([]);
    expect((await waitForUpload(api, id)).status).toBe('complete');
  });
});
