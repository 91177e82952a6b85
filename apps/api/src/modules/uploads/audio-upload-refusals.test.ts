import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadLimits } from '@soundpost/contracts/uploads';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signedIn, tusClient } from './test/uploads-test-kit.ts';

let t: TestApp;
let tus: ReturnType<typeof tusClient>;
beforeAll(async () => {
  t = await createTestApp();
  tus = tusClient(await t.app.listen({ port: 0, host: '127.0.0.1' }));
});
afterAll(async () => {
  await t.close();
  await rm(t.config.dataDir, { recursive: true, force: true });
});

describe('audio upload refusals', () => {
  it('answers 413 to an Upload-Length over 100 MB, before any byte is sent', async () => {
    const { cookie } = await signedIn(t);
    const res = await tus('POST', '/v1/uploads/audio', {
      cookie,
      'upload-length': String(uploadLimits.audio.maxBytes + 1),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      code: 'audio_too_large',
      message: 'File is too large. Maximum size is 100 MB.',
      params: { max: '100 MB' },
    });
    const exactly = await tus('POST', '/v1/uploads/audio', {
      cookie,
      'upload-length': String(uploadLimits.audio.maxBytes),
    });
    expect(exactly.status).toBe(201);
    const deferred = await tus('POST', '/v1/uploads/audio', { cookie, 'upload-defer-length': '1' });
    expect(deferred.status).toBe(400);
  });

  it('answers 401 to a visitor', async () => {
    const res = await tus('POST', '/v1/uploads/audio', { 'upload-length': '1000' });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'unauthenticated' });
  });

  it("answers 404 to another user's HEAD, PATCH, DELETE and GET", async () => {
    const owner = await signedIn(t);
    const other = await signedIn(t);
    const created = await tus('POST', '/v1/uploads/audio', {
      cookie: owner.cookie,
      'upload-length': '1000',
    });
    const url = created.headers.get('location')!;
    const id = url.split('/').pop()!;
    const octets = { 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' };
    expect((await tus('HEAD', url, { cookie: other.cookie })).status).toBe(404);
    const patch = await tus('PATCH', url, { cookie: other.cookie, ...octets }, 'x'.repeat(10));
    expect(patch.status).toBe(404);
    expect((await tus('DELETE', url, { cookie: other.cookie })).status).toBe(404);
    expect((await other.api.get(`/v1/uploads/${id}`)).statusCode).toBe(404);
    // Untouched by all that.
    const head = await tus('HEAD', url, { cookie: owner.cookie });
    expect(head.headers.get('upload-offset')).toBe('0');

    // The owner may abandon it; it is then gone.
    expect((await tus('DELETE', url, { cookie: owner.cookie })).status).toBe(204);
    await expect.poll(async () => (await owner.api.get(`/v1/uploads/${id}`)).statusCode).toBe(404);
  });
});
