import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createArtist } from '../releases/test/releases-test-kit.ts';
import { makeImage, postArtwork, signedIn } from '../uploads/test/uploads-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An artist with a draft release whose artwork went through the real artwork pipeline. */
async function releaseWithArtwork(title = 'Gece Yarısı') {
  const owner = await signedIn(t);
  const artwork = await postArtwork(
    t,
    owner.cookie,
    await makeImage(1500, 1500).png().toBuffer(),
    'a.png',
  );
  expect(artwork.statusCode).toBe(201);
  const artistId = await createArtist(owner.api);
  const release = await owner.api.post('/v1/releases', {
    title,
    artistId,
    artworkUploadId: artwork.json().id,
    releaseDate: '2027-03-05',
  });
  expect(release.statusCode).toBe(201);
  return { ...owner, releaseId: release.json().id as string };
}

const query = (release: string, extra = '') =>
  `/v1/banners?release=${release}&size=square&palette=oceanic&cta=out_now&lang=tr${extra}`;

describe('GET /v1/banners', () => {
  it("draws the owner's release at the size asked, as a preview or a file to save", async () => {
    const { api, releaseId } = await releaseWithArtwork();
    for (const [size, width, height] of [
      ['rectangular', 820, 300],
      ['story', 1080, 1920],
    ] as const) {
      const res = await api.get(
        `/v1/banners?release=${releaseId}&size=${size}&palette=sunset_vibe&cta=presave&lang=pt`,
      );
      expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({
        format: 'png',
        width,
        height,
      });
    }
    const file = await api.get(query(releaseId, '&download=true'));
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="gece-yarisi-square.png"',
    );
  });

  it("answers 404 for another user's release and for no release, 400 for a bad choice", async () => {
    const { releaseId } = await releaseWithArtwork();
    const stranger = await signedIn(t);
    expect((await stranger.api.get(query(releaseId))).statusCode).toBe(404);
    expect((await stranger.api.get(query(crypto.randomUUID()))).statusCode).toBe(404);
    const bad = await stranger.api.get(query(releaseId).replace('oceanic', 'rainbow'));
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: query(releaseId) })).statusCode).toBe(401);
  });

  it('refuses a release without artwork yet, saying what to do', async () => {
    const { api } = await signedIn(t);
    const artistId = await createArtist(api);
    const draft = await api.post('/v1/releases', { title: 'No cover', artistId });
    const res = await api.get(query(draft.json().id).replace('lang=tr', 'lang=en'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'banner_needs_artwork',
      message: 'This release has no artwork yet. Add its cover art, then make a banner.',
    });
  });
});
