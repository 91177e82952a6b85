import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hours } from '../../lib/clock.ts';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { createUser, signIn } from '../../test/factories.ts';
import { artworkRate } from './uploads.routes.ts';
import { makeImage, postArtwork, signedIn, tusClient } from './test/uploads-test-kit.ts';

const MB = 1024 * 1024;

let t: TestApp;
let tus: ReturnType<typeof tusClient>;
let admin: ReturnType<typeof request>;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  tus = tusClient(await t.app.listen({ port: 0, host: '127.0.0.1' }));
  admin = request(t.app, await signIn(t, await createUser(t, { role: 'admin' })));
  png = await makeImage(1500, 1500).png().toBuffer();
});
afterAll(async () => {
  await t.close();
  await rm(t.config.dataDir, { recursive: true, force: true });
});

async function setLimits(limits: { maxUnfinishedUploads?: number; maxUploadBytesPerDay?: number }) {
  const res = await admin.patch('/v1/admin/settings', limits);
  expect(res.statusCode).toBe(200);
}

const startAudio = (cookie: string, bytes: number) =>
  tus('POST', '/v1/uploads/audio', { cookie, 'upload-length': String(bytes) });

beforeEach(async () => {
  await setLimits({ maxUnfinishedUploads: 10, maxUploadBytesPerDay: 10 * 1024 * MB });
});

describe('upload limit settings', () => {
  it('are administrators’ settings with defaults and rules', async () => {
    expect((await admin.get('/v1/admin/settings')).json()).toMatchObject({
      maxUnfinishedUploads: 10,
      maxUploadBytesPerDay: 10 * 1024 * MB,
    });
    const bad = await admin.patch('/v1/admin/settings', {
      maxUnfinishedUploads: 0,
      maxUploadBytesPerDay: 99 * MB,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual([
      'maxUnfinishedUploads',
      'maxUploadBytesPerDay',
    ]);
    const ok = await admin.patch('/v1/admin/settings', { maxUnfinishedUploads: 3 });
    expect(ok.json()).toMatchObject({ maxUnfinishedUploads: 3, distroLimit: 2 });
  });
});

describe('unfinished uploads', () => {
  it('refuses one more than the limit with 429 and a translated message', async () => {
    await setLimits({ maxUnfinishedUploads: 2 });
    const { cookie } = await signedIn(t);
    const first = await startAudio(cookie, 1000);
    expect(first.status).toBe(201);
    expect((await startAudio(cookie, 1000)).status).toBe(201);

    const refused = await startAudio(cookie, 1000);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeNull();
    expect(await refused.json()).toMatchObject({
      code: 'upload_limit_unfinished',
      params: { limit: 2 },
      message:
        'You already have 2 uploads in progress. Let one finish, or remove it, before starting another.',
    });

    // In the user's language.
    const spanish = await signIn(t, await createUser(t, { lang: 'es' }));
    await Promise.all([startAudio(spanish, 1000), startAudio(spanish, 1000)]);
    const body = (await (await startAudio(spanish, 1000)).json()) as { message: string };
    expect(body.message).toBe(
      'Ya tienes 2 subidas en curso. Espera a que termine una, o elimínala, antes de empezar otra.',
    );

    // Another user has slots of their own.
    expect((await startAudio((await signedIn(t)).cookie, 1000)).status).toBe(201);

    // Abandoning an upload (tus termination) frees its slot.
    const url = first.headers.get('location')!;
    expect((await tus('DELETE', url, { cookie })).status).toBe(204);
    await expect.poll(async () => (await startAudio(cookie, 1000)).status).toBe(201);
  });

  it('frees the slot once every byte is in', async () => {
    await setLimits({ maxUnfinishedUploads: 1 });
    const { cookie } = await signedIn(t);
    const created = await startAudio(cookie, 10);
    expect((await startAudio(cookie, 10)).status).toBe(429);
    const patch = await tus(
      'PATCH',
      created.headers.get('location')!,
      { cookie, 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' },
      'x'.repeat(10),
    );
    expect(patch.status).toBe(204);
    expect((await startAudio(cookie, 10)).status).toBe(201);
  });

  it('lets only one of many concurrent creations take the last slot', async () => {
    await setLimits({ maxUnfinishedUploads: 1 });
    const { cookie, user } = await signedIn(t);
    const answers = await Promise.all(Array.from({ length: 8 }, () => startAudio(cookie, 1000)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 429, 429, 429, 429, 429, 429, 429]);
    for (const refused of answers.filter((r) => r.status === 429)) {
      expect(await refused.json()).toMatchObject({ code: 'upload_limit_unfinished' });
    }
    const rows = await t.db.query.uploads.findMany({
      where: (u, { eq }) => eq(u.ownerId, user.id),
    });
    expect(rows).toHaveLength(1);
  });
});

describe('bytes per day', () => {
  it('counts declared audio lengths and artwork, answers 429 with Retry-After, resets at midnight UTC', async () => {
    t.clock.set(new Date('2026-03-10T21:00:00Z'));
    await setLimits({ maxUploadBytesPerDay: 100 * MB });
    const { cookie } = await signedIn(t);
    expect((await startAudio(cookie, 60 * MB)).status).toBe(201);

    const refused = await startAudio(cookie, 41 * MB);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(3 * 3600));
    expect(await refused.json()).toMatchObject({
      code: 'upload_limit_daily',
      params: { limit: '100 MB', resetsAt: '2026-03-11T00:00:00.000Z' },
      message: "You have reached today's upload limit of 100 MB. It resets at midnight UTC.",
    });
    // What is left still fits.
    expect((await startAudio(cookie, 40 * MB - png.length)).status).toBe(201);

    // Artwork counts its bytes too: exactly at the limit now, so nothing more is read.
    const artwork = await postArtwork(t, cookie, png, 'cover.png');
    expect(artwork.statusCode).toBe(201);
    const full = await postArtwork(t, cookie, png, 'cover.png');
    expect(full.statusCode).toBe(429);
    expect(full.json()).toMatchObject({ code: 'upload_limit_daily' });
    expect(Number(full.headers['retry-after'])).toBe(3 * 3600);

    t.clock.advance(hours(3));
    expect((await postArtwork(t, cookie, png, 'cover.png')).statusCode).toBe(201);
    expect((await startAudio(cookie, 90 * MB)).status).toBe(201);
  });

  it('counts an upload that was abandoned: its bytes were announced', async () => {
    await setLimits({ maxUploadBytesPerDay: 100 * MB });
    const { cookie } = await signedIn(t);
    const created = await startAudio(cookie, 80 * MB);
    expect((await tus('DELETE', created.headers.get('location')!, { cookie })).status).toBe(204);
    expect((await startAudio(cookie, 80 * MB)).status).toBe(429);
  });
});

describe('artwork requests per hour', () => {
  it(`answers 429 rate_limited after ${artworkRate.max} in an hour, per user`, async () => {
    const { cookie } = await signedIn(t);
    const notAnImage = Buffer.from('not an image');
    for (let i = 0; i < artworkRate.max; i++) {
      expect((await postArtwork(t, cookie, notAnImage, 'x.png')).statusCode).toBe(415);
    }
    const limited = await postArtwork(t, cookie, png, 'cover.png');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else, from the same address, is not affected.
    expect((await postArtwork(t, (await signedIn(t)).cookie, png, 'cover.png')).statusCode).toBe(
      201,
    );
  });
});
