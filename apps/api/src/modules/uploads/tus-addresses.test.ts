import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testOrigin, type TestApp } from '../../test/app.ts';
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

const octets = (offset: number) => ({
  'content-type': 'application/offset+octet-stream',
  'upload-offset': String(offset),
});

async function newUpload(cookie: string, length = 1000) {
  const res = await tus('POST', '/v1/uploads/audio', { cookie, 'upload-length': String(length) });
  expect(res.status).toBe(201);
  return res.headers.get('location')!;
}

const corsHeaders = (res: Response) =>
  [...res.headers.keys()].filter((name) => name.startsWith('access-control-'));

describe('tus addresses name one upload: the checked one', () => {
  it("refuses a query string on every tus method, so no one reaches another's upload", async () => {
    const victim = await signedIn(t);
    const attacker = await signedIn(t);
    const victimUrl = await newUpload(victim.cookie);
    const victimId = victimUrl.split('/').pop()!;
    const own = await newUpload(attacker.cookie);
    const tricked = `${own}?x=/${victimId}`;
    const refusal = { code: 'upload_query_not_allowed' };

    const head = await tus('HEAD', tricked, { cookie: attacker.cookie });
    expect(head.status).toBe(400);
    const patch = await tus(
      'PATCH',
      tricked,
      { cookie: attacker.cookie, ...octets(0) },
      'x'.repeat(1000),
    );
    expect(patch.status).toBe(400);
    expect(await patch.json()).toMatchObject(refusal);
    const del = await tus('DELETE', tricked, { cookie: attacker.cookie });
    expect(del.status).toBe(400);
    const post = await tus('POST', `/v1/uploads/audio?x=/${victimId}`, {
      cookie: attacker.cookie,
      'upload-length': '10',
    });
    expect(post.status).toBe(400);
    expect(await post.json()).toMatchObject(refusal);
    const options = await tus('OPTIONS', tricked, { cookie: attacker.cookie });
    expect(options.status).toBe(400);
    // An id smuggled in the path itself is no upload id: 404.
    const encoded = await tus('HEAD', `${own}%3Fx=%2F${victimId}`, { cookie: attacker.cookie });
    expect(encoded.status).toBe(404);

    // The victim's upload is untouched, and still the victim's alone.
    const victimHead = await tus('HEAD', victimUrl, { cookie: victim.cookie });
    expect(victimHead.status).toBe(200);
    expect(victimHead.headers.get('upload-offset')).toBe('0');
    expect((await victim.api.get(`/v1/uploads/${victimId}`)).json()).toMatchObject({
      status: 'uploading',
    });
    // And the attacker's own upload still works as usual.
    const ownPatch = await tus(
      'PATCH',
      own,
      { cookie: attacker.cookie, ...octets(0) },
      'y'.repeat(10),
    );
    expect(ownPatch.status).toBe(204);
    expect(ownPatch.headers.get('upload-offset')).toBe('10');
  });

  it('answers same-origin only: no CORS header on any tus answer', async () => {
    const { cookie } = await signedIn(t);
    const withOrigin = { cookie, origin: testOrigin };
    const created = await tus('POST', '/v1/uploads/audio', { ...withOrigin, 'upload-length': '5' });
    expect(created.status).toBe(201);
    const url = created.headers.get('location')!;
    const head = await tus('HEAD', url, withOrigin);
    const patch = await tus('PATCH', url, { ...withOrigin, ...octets(0) }, 'abc');
    const foreign = await tus('HEAD', url, { cookie, origin: 'https://evil.example' });
    const options = await tus('OPTIONS', url, { cookie, origin: 'https://evil.example' });
    // A browser's preflight carries no cookie: refused, and nothing in it allows the origin.
    const preflight = await tus('OPTIONS', '/v1/uploads/audio', {
      origin: 'https://evil.example',
      'access-control-request-method': 'PATCH',
    });
    const del = await tus('DELETE', url, withOrigin);
    const answers = [created, head, patch, foreign, options, preflight, del];
    expect(answers.map((r) => r.status)).toEqual([201, 200, 204, 200, 204, 401, 204]);
    for (const res of answers) {
      expect(corsHeaders(res)).toEqual([]);
    }
    // OPTIONS still tells a tus client what this server speaks.
    expect(options.headers.get('tus-version')).toBe('1.0.0');
    expect(options.headers.get('tus-extension')).toContain('creation');
  });
});
