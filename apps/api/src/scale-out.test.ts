import { mkdtempSync } from 'node:fs';
import { readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Upload } from '@soundpost/contracts/uploads';
import { resolveFfmpeg } from './lib/ffmpeg.ts';
import { generateAudio, sine } from './modules/media/audio-fixtures.ts';
import { createDatabase, postgresServer } from './test/postgres.ts';
import { startS3Server } from './test/s3-server.ts';
import {
  freePort,
  killAll,
  registerOverHttp,
  startProcess,
  stopProcess,
  waitForHealth,
  type Running,
} from './test/processes.ts';

/**
 * Two API processes (WORKERS=off) and a worker on one fresh PostgreSQL database, as an operator
 * runs them behind a load balancer: sessions, uploads and jobs must not care which process
 * answers. The processes are real (`node apps/api/src/server.ts`), on loopback ports.
 */
const server = await postgresServer('scale-out (two APIs and a worker)');

/** Every process's DATA_DIR, each its own: nothing may pass from one to another through a disk. */
const dataDirs: string[] = [];

function ownDataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'soundpost-scale-'));
  dataDirs.push(dir);
  return dir;
}

/** Files under a process's DATA_DIR/files (S3 is set: media never stays on an instance's disk). */
async function localFiles(dir: string) {
  const entries = await readdir(join(dir, 'files'), { recursive: true }).catch(() => []);
  return entries.filter((entry) => !entry.startsWith('.tmp'));
}

const cleanups: (() => Promise<unknown>)[] = [];
let common: Record<string, string>;
let apiA: { base: string; process: Running };
let apiB: { base: string; process: Running };
let worker: Running;
let jobs: pg.Client;
let appUrl: string;
let fixtures: string;

async function startApi(port: number) {
  const env = { ...common, DATA_DIR: ownDataDir(), PORT: String(port), WORKERS: 'off' };
  return { base: `http://127.0.0.1:${port}`, process: startProcess(env) };
}

function startWorkerProcess() {
  return startProcess({ ...common, DATA_DIR: ownDataDir(), PORT: '0' }, { worker: true });
}

beforeAll(async () => {
  if (!server) return;
  const db = await createDatabase(server);
  cleanups.push(db.drop);
  // Files live in a loopback S3 server, as in production (test/s3-server.ts).
  const s3 = await startS3Server();
  cleanups.push(s3.close);
  cleanups.push(() => Promise.all(dataDirs.map((d) => rm(d, { recursive: true, force: true }))));
  const [portA, portB] = [await freePort(), await freePort()];
  // One public origin for both instances, as behind a load balancer.
  appUrl = `http://127.0.0.1:${portA}`;
  common = {
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    SESSION_SECRET: 'a-shared-secret-for-every-instance-0123456789',
    APP_URL: appUrl,
    CAPTCHA_BYPASS: 'bypass',
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'info',
    ...s3.env,
  };
  // All three boot at once on the empty database (the migrations race).
  [apiA, apiB] = [await startApi(portA), await startApi(portB)];
  worker = startWorkerProcess();
  await Promise.all([
    waitForHealth(apiA.process, apiA.base, 90_000),
    waitForHealth(apiB.process, apiB.base, 90_000),
    worker.waitFor(/worker started/, 90_000),
  ]);
  jobs = new pg.Client({ connectionString: db.url });
  await jobs.connect();
  cleanups.push(() => jobs.end());
  fixtures = mkdtempSync(join(tmpdir(), 'soundpost-scale-audio-'));
  cleanups.push(() => rm(fixtures, { recursive: true, force: true }));
}, 180_000);

afterAll(async () => {
  await killAll();
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

/** fetch against one instance, with the browser's origin and the session cookie. */
function client(base: string, cookie?: string) {
  return (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
    fetch(`${base}${path}`, {
      ...init,
      headers: { origin: appUrl, ...(cookie && { cookie }), ...init.headers },
    });
}

/** A user registered on `base`, with its session cookie (valid on every instance). */
const register = (base: string) => registerOverHttp(base, { origin: appUrl });

/** A WAV made with ffmpeg: `seconds` of a sine, mono. */
async function wav(name: string, seconds: number, rate: number) {
  const file = join(fixtures, name);
  await generateAudio(await resolveFfmpeg(), file, [sine(440, seconds)], 'anull', [
    ...['-ar', String(rate), '-c:a', 'pcm_s16le'],
  ]);
  return readFile(file);
}

const tusHeaders = { 'tus-resumable': '1.0.0' };

/** tus creation on `base`; returns the upload id. */
async function createUpload(base: string, cookie: string, size: number) {
  const res = await client(base, cookie)('/v1/uploads/audio', {
    method: 'POST',
    headers: {
      ...tusHeaders,
      'upload-length': String(size),
      'upload-metadata': `filename ${Buffer.from('track.wav').toString('base64')}`,
    },
  });
  expect(res.status).toBe(201);
  return res.headers.get('location')!.split('/').pop()!;
}

function patch(base: string, cookie: string, id: string, offset: number, bytes: Buffer) {
  return client(base, cookie)(`/v1/uploads/audio/${id}`, {
    method: 'PATCH',
    headers: {
      ...tusHeaders,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    body: bytes,
  });
}

async function readUpload(base: string, cookie: string, id: string) {
  const res = await client(base, cookie)(`/v1/uploads/${id}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Upload;
}

async function waitForSettled(base: string, cookie: string, id: string, ms: number) {
  for (const started = Date.now(); Date.now() - started < ms;) {
    const upload = await readUpload(base, cookie, id);
    if (upload.status === 'complete' || upload.status === 'failed') return upload;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`upload ${id} not checked within ${ms} ms`);
}

async function qcJob(id: string) {
  const { rows } = await jobs.query(
    `select state, retry_count as "retryCount" from pgboss.job where name = 'audio.qc' and singleton_key = $1`,
    [id],
  );
  return rows as { state: string; retryCount: number }[];
}

/**
 * The upload's QC jobs once none is active: the handler records its result before pg-boss marks
 * the job done, so a settled upload may still have an active job for a moment.
 */
async function settledJobs(id: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  let jobsNow = await qcJob(id);
  while (jobsNow.some((job) => job.state === 'active') && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 100));
    jobsNow = await qcJob(id);
  }
  return jobsNow;
}

describe.skipIf(!server)('scale-out: two API processes and a worker on PostgreSQL', () => {
  it('all three booted together on the empty database, each migration applied once', async () => {
    const { rows } = await jobs.query(
      'select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
    );
    expect(rows[0].n).toBe(rows[0].distinct);
    expect(rows[0].n).toBeGreaterThan(0);
  });

  it('a session started on A works on B', async () => {
    const cookie = await register(apiA.base);
    const onA = await client(apiA.base, cookie)('/v1/api/user');
    const onB = await client(apiB.base, cookie)('/v1/api/user');
    expect(onB.status).toBe(200);
    expect(await onB.json()).toEqual(await onA.json());
  });

  it('takes a tus upload begun on A and finished on B; the worker checks it, either API reads the result', async () => {
    const cookie = await register(apiB.base);
    const bytes = await wav('two-minutes.wav', 120, 22050);
    const half = Math.floor(bytes.length / 2);
    const id = await createUpload(apiA.base, cookie, bytes.length);
    expect((await patch(apiA.base, cookie, id, 0, bytes.subarray(0, half))).status).toBe(204);

    const head = await client(apiB.base, cookie)(`/v1/uploads/audio/${id}`, {
      method: 'HEAD',
      headers: tusHeaders,
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(half));
    expect((await patch(apiB.base, cookie, id, half, bytes.subarray(half))).status).toBe(204);

    // Neither API works jobs (WORKERS=off): the worker is the only one that can check it.
    const upload = await waitForSettled(apiA.base, cookie, id, 60_000);
    expect(upload).toMatchObject({ status: 'complete', size: bytes.length });
    expect(upload.qc).toMatchObject({ format: 'wav', sampleRate: 22050, channels: 1 });
    expect(await readUpload(apiB.base, cookie, id)).toEqual(upload);
    expect(await settledJobs(id, 10_000)).toEqual([{ state: 'completed', retryCount: 0 }]);
    // The audio went to S3 only: no instance keeps a copy (tus parts, original or temporary).
    for (const dir of dataDirs) expect(await localFiles(dir)).toEqual([]);
    const audio = await client(apiB.base, cookie)(`/v1/uploads/${id}/audio`, {
      headers: { range: 'bytes=0-99' },
    });
    expect(audio.status).toBe(206);
    expect(Buffer.from(await audio.arrayBuffer())).toEqual(bytes.subarray(0, 100));
  }, 120_000);

  it('a worker killed with SIGKILL mid-job is replaced, and the job completes within 2 minutes', async () => {
    const cookie = await register(apiA.base);
    // Ten minutes of audio: a QC of a few seconds, long enough to be caught running.
    const bytes = await wav('ten-minutes.wav', 600, 44100);
    const id = await createUpload(apiA.base, cookie, bytes.length);
    expect((await patch(apiA.base, cookie, id, 0, bytes)).status).toBe(204);

    for (const started = Date.now(); (await qcJob(id))[0]?.state !== 'active';) {
      if (Date.now() - started > 60_000) throw new Error('the QC job never started');
      await new Promise((r) => setTimeout(r, 20));
    }
    worker.child.kill('SIGKILL');
    await worker.exited;
    const killedAt = Date.now();
    expect((await readUpload(apiB.base, cookie, id)).status).toBe('processing');

    worker = startWorkerProcess();
    await worker.waitFor(/worker started/, 60_000);
    const upload = await waitForSettled(apiB.base, cookie, id, 120_000 - (Date.now() - killedAt));
    expect(upload).toMatchObject({ status: 'complete' });
    expect(upload.qc).toMatchObject({ format: 'wav', sampleRate: 44100 });
    expect(Math.abs(upload.qc!.durationSeconds - 600)).toBeLessThan(0.1);
    // The interrupted attempt counted as one failure; the replacement's run completed it.
    const [job] = await settledJobs(id, 120_000 - (Date.now() - killedAt));
    expect(job?.state).toBe('completed');
    expect(job?.retryCount).toBeGreaterThanOrEqual(1);
    console.log(
      `[scale-out] QC completed ${Math.round((Date.now() - killedAt) / 1000)} s after SIGKILL`,
    );
    expect(await stopProcess(worker)).toBe(0);
  }, 240_000);
});
