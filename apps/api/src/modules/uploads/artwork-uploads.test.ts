import { rm } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadLimits } from '@soundpost/contracts/uploads';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { artworkLimits } from '../media/media-limits.ts';
import { makeImage, makePngBomb, postArtwork, signedIn } from './test/uploads-test-kit.ts';

let t: TestApp;
let png1500: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  png1500 = await makeImage(1500, 1500).png().toBuffer();
});
afterAll(async () => {
  await t.close();
  await rm(t.config.dataDir, { recursive: true, force: true });
});

describe('POST /v1/uploads/artwork', () => {
  it('accepts a 1500x1500 PNG and makes the 3000x3000 delivery JPEG and thumbnails', async () => {
    const { cookie, api } = await signedIn(t);
    const res = await postArtwork(t, cookie, png1500, 'cover.png');
    expect(res.statusCode).toBe(201);
    const upload = res.json();
    expect(upload).toEqual({
      id: expect.any(String),
      kind: 'artwork',
      status: 'complete',
      filename: 'cover.png',
      size: png1500.length,
      width: 1500,
      height: 1500,
      thumbnailUrl: `/v1/uploads/${upload.id}/thumbnail?size=600`,
      createdAt: t.clock.now().toISOString(),
      updatedAt: t.clock.now().toISOString(),
    });
    expect((await api.get(`/v1/uploads/${upload.id}`)).json()).toEqual(upload);

    const artwork = await api.get(`/v1/uploads/${upload.id}/artwork`);
    expect(artwork.statusCode).toBe(200);
    expect(artwork.headers['content-type']).toBe('image/jpeg');
    expect(artwork.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(await sharp(artwork.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 3000,
      height: 3000,
    });

    for (const size of [600, 200]) {
      const thumb = await api.get(`/v1/uploads/${upload.id}/thumbnail?size=${size}`);
      expect(thumb.statusCode).toBe(200);
      expect(thumb.headers['content-type']).toBe('image/webp');
      expect(Number(thumb.headers['content-length'])).toBe(thumb.rawPayload.length);
      expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: size, height: size });
    }
    const thumbDefault = await api.get(upload.thumbnailUrl);
    expect(thumbDefault.statusCode).toBe(200);
    expect((await api.get(`/v1/uploads/${upload.id}/thumbnail?size=300`)).statusCode).toBe(400);
  });

  it('refuses 1499x1499 with the minimum in the message', async () => {
    const { cookie } = await signedIn(t);
    const small = await makeImage(1499, 1499).png().toBuffer();
    const res = await postArtwork(t, cookie, small, 'small.png');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'artwork_too_small',
      message: 'Image dimensions are too small. Minimum size is 1500px.',
      params: { min: 1500 },
    });
  });

  it('refuses a picture that is not square', async () => {
    const { cookie } = await signedIn(t);
    const wide = await makeImage(2000, 1600).jpeg().toBuffer();
    const res = await postArtwork(t, cookie, wide, 'wide.jpg');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'artwork_not_square' });
  });

  it('judges a PNG named .jpg by its content', async () => {
    const { cookie, api } = await signedIn(t);
    const res = await postArtwork(t, cookie, png1500, 'cover.jpg');
    expect(res.statusCode).toBe(201);
    const original = await api.get(`/v1/uploads/${res.json().id}`);
    expect(original.json()).toMatchObject({ status: 'complete', filename: 'cover.jpg' });
    const rows = await t.db.query.uploads.findFirst({
      where: (u, { eq }) => eq(u.id, res.json().id),
    });
    expect(rows?.format).toBe('png');
  });

  it('refuses a file over 20 MB with 413 and the spec message, before decoding it', async () => {
    const { cookie } = await signedIn(t);
    const big = Buffer.alloc(uploadLimits.artwork.maxBytes + 1024 * 1024, 7);
    const res = await postArtwork(t, cookie, big, 'huge.png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'artwork_too_large',
      message: 'File is too large. Maximum size is 20 MB.',
      params: { max: '20 MB' },
    });
    expect(uploadLimits.artwork.maxBytes).toBe(artworkLimits.maxBytes);
  });

  it('refuses a decompression bomb from its header', async () => {
    const { cookie } = await signedIn(t);
    const res = await postArtwork(t, cookie, makePngBomb(20_000), 'bomb.png');
    // Too many pixels is too large a payload once decoded: one code, one status.
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'artwork_too_large',
      message: 'File is too large. Maximum size is 6000x6000 px.',
    });
  });

  it('refuses a text file with 415', async () => {
    const { cookie, api } = await signedIn(t);
    const res = await postArtwork(t, cookie, Buffer.from('just some words\n'), 'cover.png');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      code: 'artwork_unsupported_format',
      message: 'Invalid or unsupported format. Artwork must be a JPEG or PNG image.',
    });
    // Not multipart at all.
    expect((await api.post('/v1/uploads/artwork', { file: 'x' })).statusCode).toBe(415);
  });

  it('answers 400 to a form without a file', async () => {
    const { cookie } = await signedIn(t);
    const boundary = 'b0undary';
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/uploads/artwork',
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\r\n--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', fields: { file: 'required' } });
  });

  it('answers 401 to a visitor', async () => {
    const res = await postArtwork(t, undefined, png1500, 'cover.png');
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /v1/uploads/:id and its images', () => {
  it('answers 404 to another user, and for unknown or malformed ids', async () => {
    const owner = await signedIn(t);
    const other = await signedIn(t);
    const { id } = (await postArtwork(t, owner.cookie, png1500, 'cover.png')).json();
    for (const path of [`/v1/uploads/${id}`, `/v1/uploads/${id}/artwork`]) {
      expect((await other.api.get(path)).statusCode).toBe(404);
    }
    expect((await other.api.get(`/v1/uploads/${id}/thumbnail?size=200`)).statusCode).toBe(404);
    expect((await owner.api.get(`/v1/uploads/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await owner.api.get('/v1/uploads/not-an-id/artwork')).statusCode).toBe(404);
  });
});

describe('GET /v1/docs/json', () => {
  it('documents the upload calls', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/v1/docs/json' })).json();
    expect(doc.paths['/v1/uploads/artwork'].post.tags).toEqual(['uploads']);
    expect(doc.paths['/v1/uploads/audio'].post.tags).toEqual(['uploads']);
    const upload = doc.paths['/v1/uploads/{id}'].get.responses['200'].content['application/json'];
    expect(Object.keys(upload.schema.properties)).not.toContain('originalKey');
  });
});
