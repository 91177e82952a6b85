import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoverArtSet } from '@soundpost/contracts/cover-art';
import { createTestApp, type TestApp } from '../../test/app.ts';
import * as releasesRepo from '../releases/releases.repository.ts';
import { readyRelease, signedIn, type Api } from '../releases/test/releases-test-kit.ts';
import { failStuckCoverArt, runCoverArt } from './cover-art-job.ts';
import { startImagesStandIn } from './test/images-stand-in.ts';

// No worker in this file: each test runs the job itself, when it wants.
/** Four images of 3000 px drawn and checked: a few seconds here, far more on a busy CI machine. */
const paintRun = 240_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WORKERS: 'off' });
});
afterAll(() => t.close());

const ask = (api: Api, prompt = 'Neon rain over Lisbon') =>
  api.post('/v1/cover-art', { prompt, style: 'noir' });

async function asked(api: Api, prompt?: string) {
  const res = await ask(api, prompt);
  expect(res.statusCode, res.body).toBe(202);
  return res.json() as CoverArtSet;
}

describe('cover art', () => {
  it(
    "paints four delivery-ready images, shows them to their owner only, and makes one a draft's artwork",
    async () => {
      const { user, api } = await signedIn(t);
      expect((await api.get('/v1/cover-art/painter')).json()).toMatchObject({
        provider: 'builtin',
        model: null,
        allowance: { tool: 'cover_art', used: 0, limit: 3 },
      });
      const set = await asked(api);
      expect(set).toMatchObject({ status: 'pending', provider: 'builtin', images: [] });
      const early = await api.get(`/v1/cover-art/${set.id}/images/0`);
      expect(early.statusCode).toBe(409);
      expect(early.json().code).toBe('cover_art_not_ready');

      await runCoverArt(t.app.ctx, { setId: set.id });
      const done = (await api.get(`/v1/cover-art/${set.id}`)).json() as CoverArtSet;
      expect(done.status).toBe('success');
      expect(done.images).toHaveLength(4);
      const file = await api.get(done.images[3]!.url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toBe('attachment; filename="cover-art-4.jpg"');
      expect(await sharp(file.rawPayload).metadata()).toMatchObject({
        format: 'jpeg',
        width: 3000,
        height: 3000,
        space: 'srgb',
      });
      const preview = await api.get(done.images[3]!.previewUrl);
      expect(await sharp(preview.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: 600,
      });
      expect((await api.get('/v1/cover-art')).json().items.map((s: CoverArtSet) => s.id)).toEqual([
        set.id,
      ]);

      // Another user is told none of it exists, and cannot use it on their own release.
      const stranger = await signedIn(t);
      const theirs = (await readyRelease(t, stranger.api, stranger.user.id)).release.id as string;
      for (const res of [
        await stranger.api.get(`/v1/cover-art/${set.id}`),
        await stranger.api.get(done.images[0]!.url),
        await stranger.api.post(`/v1/cover-art/${set.id}/images/0/use`, { releaseId: theirs }),
        await stranger.api.delete(`/v1/cover-art/${set.id}`),
      ]) {
        expect(res.statusCode).toBe(404);
      }
      expect((await stranger.api.get('/v1/cover-art')).json().items).toEqual([]);
      // Nor may the owner put it on the stranger's release.
      const onTheirs = await api.post(`/v1/cover-art/${set.id}/images/0/use`, {
        releaseId: theirs,
      });
      expect(onTheirs.statusCode).toBe(404);

      // One click: the image becomes an artwork upload, checked as any, and the draft's artwork.
      const draft = (await readyRelease(t, api, user.id)).release.id as string;
      const used = await api.post(`/v1/cover-art/${set.id}/images/2/use`, { releaseId: draft });
      expect(used.statusCode, used.body).toBe(200);
      const { artworkUploadId } = used.json();
      expect((await api.get(`/v1/releases/${draft}`)).json().artwork).toMatchObject({
        uploadId: artworkUploadId,
        status: 'complete',
      });
      expect((await api.get(`/v1/uploads/${artworkUploadId}`)).json()).toMatchObject({
        kind: 'artwork',
        status: 'complete',
        width: 3000,
        height: 3000,
      });

      // A release sent for review keeps the artwork it was sent with.
      await releasesRepo.updateRelease(t.db, draft, { status: 'in_review' });
      const late = await api.post(`/v1/cover-art/${set.id}/images/1/use`, { releaseId: draft });
      expect(late.statusCode).toBe(409);
      expect(late.json().code).toBe('release_not_editable');
    },
    paintRun,
  );

  it('counts sets against the free plan, gives back a deleted one, and refuses bad forms', async () => {
    const { api } = await signedIn(t);
    const first = await asked(api, 'one');
    await asked(api, 'two');
    await asked(api, 'three');
    const over = await ask(api);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'tool_quota_reached',
      message: 'No more cover art available this month.',
      params: { context: 'cover_art', limit: 3 },
    });
    // Deleted before it was painted: the use comes back.
    expect((await api.delete(`/v1/cover-art/${first.id}`)).statusCode).toBe(200);
    expect((await api.get(`/v1/cover-art/${first.id}`)).statusCode).toBe(404);
    await asked(api, 'four');

    const pro = await signedIn(t, { plan: 'pro' });
    expect((await pro.api.get('/v1/cover-art/painter')).json().allowance.limit).toBeNull();
    const empty = await pro.api.post('/v1/cover-art', { prompt: '  ', style: 'noir' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({ prompt: 'required' });
    const style = await pro.api.post('/v1/cover-art', { prompt: 'x', style: 'baroque' });
    expect(style.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/v1/cover-art',
      payload: { prompt: 'x', style: 'noir' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('fails a set whose job was lost past its last retry, and gives its use back', async () => {
    const { api } = await signedIn(t);
    const set = await asked(api);
    t.clock.advance(3 * 60 * 60_000);
    expect(await failStuckCoverArt(t.app.ctx, t.clock.now())).toBeGreaterThanOrEqual(1);
    expect((await api.get(`/v1/cover-art/${set.id}`)).json()).toMatchObject({
      status: 'failed',
      failure: { code: 'cover_art_failed' },
    });
    expect((await api.get('/v1/cover-art/painter')).json().allowance.used).toBe(0);
  });
});

describe('asking for cover art', () => {
  it('is limited to 30 sets an hour per user, wherever they ask from; others keep theirs', async () => {
    const { api } = await signedIn(t, { plan: 'pro' });
    // Refused forms count too: each still knocks at the painter's door.
    const ask = (ip: string, style = 'baroque') =>
      api.post('/v1/cover-art', { prompt: 'x', style }, { 'x-forwarded-for': ip });
    for (let i = 0; i < 30; i++) expect((await ask(`198.51.100.${i % 3}`)).statusCode).toBe(400);
    const refused = await ask('203.0.113.9', 'noir');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    const other = await signedIn(t, { plan: 'pro' });
    const theirs = await other.api.post(
      '/v1/cover-art',
      { prompt: 'x', style: 'baroque' },
      { 'x-forwarded-for': '198.51.100.0' },
    );
    expect(theirs.statusCode).toBe(400);
  });
});

describe('cover art from a configured images endpoint', () => {
  let standIn: Awaited<ReturnType<typeof startImagesStandIn>>;
  let app: TestApp;
  beforeAll(async () => {
    standIn = await startImagesStandIn();
    app = await createTestApp({
      WORKERS: 'off',
      COVER_ART_API_URL: standIn.url,
      COVER_ART_MODEL: 'sdxl-turbo',
    });
  });
  afterAll(async () => {
    await app.close();
    await standIn.close();
  });

  it('names the model, retries a server that fails, then fails the set and gives the use back', async () => {
    const { api } = await signedIn(app);
    expect((await api.get('/v1/cover-art/painter')).json()).toMatchObject({
      provider: 'openai_compatible',
      model: 'sdxl-turbo',
    });
    standIn.answer({ kind: 'status', status: 503 });
    const set = await asked(api);
    expect(set).toMatchObject({ provider: 'openai_compatible', model: 'sdxl-turbo' });
    for (let attempt = 1; attempt <= 3; attempt++) {
      await expect(runCoverArt(app.app.ctx, { setId: set.id })).rejects.toThrow(/HTTP 503/);
    }
    expect((await api.get(`/v1/cover-art/${set.id}`)).json()).toMatchObject({
      status: 'failed',
      failure: { code: 'cover_art_failed' },
      images: [],
    });
    expect((await api.get('/v1/cover-art/painter')).json().allowance.used).toBe(0);
    // A later run of the same job (a stray retry) leaves the failed set alone.
    await runCoverArt(app.app.ctx, { setId: set.id });
    expect(standIn.requests).toHaveLength(3);
  });
});
