import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artistInput } from '../modules/artists/test/artists-test-kit.ts';
import { captchaBypass, createTestApp, request, type TestApp } from '../test/app.ts';
import { createUser, freshIp, signIn, uniqueId } from '../test/factories.ts';
import { findControlCharacter } from './input.ts';

let t: TestApp;
let user: ReturnType<typeof request>;
let admin: ReturnType<typeof request>;
beforeAll(async () => {
  t = await createTestApp();
  user = request(t.app, await signIn(t, await createUser(t)));
  admin = request(t.app, await signIn(t, await createUser(t, { role: 'admin' })));
});
afterAll(() => t.close());

const captcha = { id: 'x', answer: captchaBypass };
const refused = (res: { statusCode: number; json: () => unknown }, fields: object) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({
    code: 'validation_failed',
    message: 'Please check the highlighted fields',
  });
  expect((res.json() as { fields: object }).fields).toEqual(fields);
};

describe('control characters in requests', () => {
  it('register: a NUL in the name is a field error, not a 500', async () => {
    const id = uniqueId();
    const body = {
      name: 'Ana\u0000',
      username: `nul_${id}`,
      email: `nul_${id}@example.test`,
      password: 'Sound-post-1!',
      confirm: 'Sound-post-1!',
      captcha,
      acceptTerms: true,
    };
    refused(await request(t.app).post('/v1/auth/register', body, freshIp()), {
      name: 'control_characters',
    });
    refused(
      await request(t.app).post(
        '/v1/auth/register',
        { ...body, name: 'Ana', email: `x\u0000${id}@example.test` },
        freshIp(),
      ),
      { email: 'control_characters' },
    );
  });

  it('login: a NUL in the username or the password', async () => {
    refused(
      await request(t.app).post(
        '/v1/auth/login',
        { username: 'someone\u0000', password: 'x', captcha },
        freshIp(),
      ),
      { username: 'control_characters' },
    );
    refused(
      await request(t.app).post(
        '/v1/auth/login',
        { username: 'someone', password: 'pass\u0000word', captcha },
        freshIp(),
      ),
      { password: 'control_characters' },
    );
  });

  it('artist name: refused; a multi-line biography is fine, a bell in it is not', async () => {
    refused(await user.post('/v1/artists', { ...artistInput, name: 'Nova\u0000Lights' }), {
      name: 'control_characters',
    });
    refused(await user.post('/v1/artists', { ...artistInput, name: 'Nova\nLights' }), {
      name: 'single_line',
    });
    refused(await user.post('/v1/artists', { ...artistInput, bio: 'From Recife\u0007' }), {
      bio: 'control_characters',
    });
    const ok = await user.post('/v1/artists', {
      ...artistInput,
      bio: 'A band from Recife.\r\n\tSince 2019.',
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().bio).toBe('A band from Recife.\r\n\tSince 2019.');
  });

  it('release title: NUL and C1 controls refused, line breaks too (a title is one line)', async () => {
    refused(await user.post('/v1/releases', { title: 'Night\u0000Drive' }), {
      title: 'control_characters',
    });
    refused(await user.post('/v1/releases', { title: 'Night\u0085Drive' }), {
      title: 'control_characters',
    });
    refused(await user.post('/v1/releases', { title: 'Night\nDrive' }), { title: 'single_line' });
    expect((await user.post('/v1/releases', { title: 'Night Drive' })).statusCode).toBe(201);
  });

  it('admin search: a NUL or a line break in the query string', async () => {
    refused(await admin.get('/v1/admin/users?q=ana%00'), { q: 'control_characters' });
    refused(await admin.get('/v1/admin/users?q=ana%0Abob'), { q: 'control_characters' });
    expect((await admin.get('/v1/admin/users?q=ana')).statusCode).toBe(200);
  });

  it('banned words: in the body and in the path', async () => {
    refused(await admin.post('/v1/admin/banned-words', { word: 'buy\u0000now' }), {
      word: 'control_characters',
    });
    refused(await admin.delete('/v1/admin/banned-words/buy%00now'), {
      word: 'control_characters',
    });
  });

  it('names the nested field, and refuses a control character in a key too', async () => {
    refused(
      await user.post('/v1/artists', {
        ...artistInput,
        streamingProfile: { ...artistInput.streamingProfile, link: 'https://x\u001b[31m' },
      }),
      { 'streamingProfile.link': 'control_characters' },
    );
    refused(await user.post('/v1/releases', { 'ti\u0000tle': 'x' }), {
      'ti\u0000tle': 'control_characters',
    });
  });

  it('answers in the language of the request', async () => {
    const res = await user.post('/v1/releases?lang=es', { title: 'x\u0000' });
    expect(res.json().message).toBe('Revisa los campos marcados');
  });
});

describe('findControlCharacter', () => {
  it('walks objects and arrays and skips what is not plain data', () => {
    expect(findControlCharacter({ a: [{ b: 'ok' }, { c: 'no\u0000' }] }, true)).toBe('a.1.c');
    expect(findControlCharacter({ a: 'two\nlines' }, true)).toBeUndefined();
    expect(findControlCharacter({ a: 'two\nlines' }, false)).toBe('a');
    expect(findControlCharacter('\u007f', true)).toBe('_');
    expect(findControlCharacter(Buffer.from([0]), true)).toBeUndefined();
    expect(findControlCharacter({ ok: 'ünïcødé — 音楽 🎵', n: 1, b: true, z: null }, false)).toBe(
      undefined,
    );
  });
});
