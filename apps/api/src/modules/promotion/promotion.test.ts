import { eq } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { createUser, signIn } from '../../test/factories.ts';
import { releases } from '../releases/releases.table.ts';
import { createArtist } from '../releases/test/releases-test-kit.ts';
import { makeImage, postArtwork } from '../uploads/test/uploads-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A Spanish-speaking artist's release with real artwork, in `status`. */
async function release(status: 'draft' | 'live' = 'live') {
  const user = await createUser(t, { lang: 'es' });
  const cookie = await signIn(t, user);
  const api = request(t.app, cookie);
  const artwork = await postArtwork(
    t,
    cookie,
    await makeImage(1500, 1500).png().toBuffer(),
    'a.png',
  );
  const created = await api.post('/v1/releases', {
    title: 'Gece Yarısı',
    artistId: await createArtist(api, 'Ayşe Nova'),
    primaryGenre: 'hiphop',
    artworkUploadId: artwork.json().id,
    releaseDate: '2027-03-05',
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as string;
  await t.db.update(releases).set({ status }).where(eq(releases.id, id));
  return { api, id };
}

describe('the promotion kit', () => {
  it('zips three banners, the smart link with its QR code, and captions in the artist’s language', async () => {
    const { api, id } = await release();
    const res = await api.get(`/v1/releases/${id}/promotion-kit`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="gece-yarisi-promotion-kit.zip"',
    );
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual([
      'banners/gece-yarisi-rectangular.png',
      'banners/gece-yarisi-square.png',
      'banners/gece-yarisi-story.png',
      'captions/instagram.txt',
      'captions/tiktok.txt',
      'captions/x.txt',
      'qr-code.png',
      'smart-link.txt',
    ]);
    for (const [name, width, height] of [
      ['rectangular', 820, 300],
      ['square', 1080, 1080],
      ['story', 1080, 1920],
    ] as const) {
      const png = Buffer.from(files[`banners/gece-yarisi-${name}.png`]!);
      expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width, height });
    }
    expect(await sharp(Buffer.from(files['qr-code.png']!)).metadata()).toMatchObject({
      format: 'png',
      width: 1024,
    });
    const link = strFromU8(files['smart-link.txt']!).trim();
    expect(link).toMatch(/^http:\/\/localhost:3000\/l\/gece-yarisi-[a-z0-9]{6}$/);
    // The link is the release's live smart link page.
    const page = await t.app.inject({ method: 'GET', url: new URL(link).pathname });
    expect(page.statusCode).toBe(200);
    const x = strFromU8(files['captions/x.txt']!);
    expect(x).toContain('«Gece Yarısı» de Ayşe Nova ya está disponible');
    expect(x).toContain(link);
    expect(x).toContain('#NuevaMúsica #AyşeNova #GeceYarısı #HipHop');
    expect(strFromU8(files['captions/instagram.txt']!)).toContain('enlace en la bio');
  });

  it('is for the owner’s published release with its smart link on', async () => {
    const { api, id } = await release('draft');
    const draft = await api.get(`/v1/releases/${id}/promotion-kit`);
    expect(draft.statusCode).toBe(409);
    expect(draft.json().code).toBe('promotion_needs_release');

    const live = await release();
    const stranger = request(t.app, await signIn(t, await createUser(t)));
    expect((await stranger.get(`/v1/releases/${live.id}/promotion-kit`)).statusCode).toBe(404);

    const links = (await live.api.get('/v1/smart-links')).json().items as { id: string }[];
    expect((await live.api.delete(`/v1/smart-links/${links[0]!.id}`)).statusCode).toBe(200);
    const off = await live.api.get(`/v1/releases/${live.id}/promotion-kit`);
    expect(off.statusCode).toBe(409);
    expect(off.json()).toMatchObject({
      code: 'promotion_needs_smart_link',
      message: 'Activa el smart link de este lanzamiento para crear su kit de promoción.',
    });
  });
});
