import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minutes } from '../../lib/clock.ts';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { startSocialTestApp, type SocialTestApp } from './test/social-test-kit.ts';

let s: SocialTestApp;
beforeAll(async () => {
  s = await startSocialTestApp();
});
afterAll(() => s?.close());

const authFailed = {
  code: 'auth_failed',
  message: 'Authentication failed. Please check your credentials',
};
const body = (code: string, state: string) => ({ code, state, lang: 'en', source: 'web' });

describe('social sign-in state checks (all answer 400 auth_failed)', () => {
  it('refuses a state that was never issued', async () => {
    const b = s.browser();
    const { code } = await s.atProvider(b, 'google', s.account().email);
    const res = await b.post('/v1/auth/google-login', body(code, 'not-a-state'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(authFailed);
  });

  it('refuses a state used once already', async () => {
    const b = s.browser();
    const { code, state } = await s.atProvider(b, 'google', s.account().email);
    expect((await b.post('/v1/auth/google-login', body(code, state))).statusCode).toBe(200);
    const again = await b.post('/v1/auth/google-login', body(code, state));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject(authFailed);
  });

  it('refuses to finish in another browser, and that does not burn the state', async () => {
    const b = s.browser();
    const { code, state } = await s.atProvider(b, 'google', s.account().email);
    const other = s.browser();
    await other.get('/v1/auth/google/authorize');
    expect((await other.post('/v1/auth/google-login', body(code, state))).json()).toMatchObject(
      authFailed,
    );
    const noCookie = s.browser();
    expect((await noCookie.post('/v1/auth/google-login', body(code, state))).json()).toMatchObject(
      authFailed,
    );
    expect((await b.post('/v1/auth/google-login', body(code, state))).statusCode).toBe(200);
  });

  it('refuses a state older than 10 minutes', async () => {
    const b = s.browser();
    const { code, state } = await s.atProvider(b, 'google', s.account().email);
    s.t.clock.advance(minutes(10) + 1000);
    const res = await b.post('/v1/auth/google-login', body(code, state));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(authFailed);
  });

  it("refuses a Google state at Apple's endpoint", async () => {
    const b = s.browser();
    const { code, state } = await s.atProvider(b, 'google', s.account().email);
    expect((await b.post('/v1/auth/apple-login', body(code, state))).json()).toMatchObject(
      authFailed,
    );
  });

  it('refuses a code the provider does not know', async () => {
    const b = s.browser();
    const { state } = await s.atProvider(b, 'google', s.account().email);
    const res = await b.post('/v1/auth/google-login', body('forged-code', state));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(authFailed);
  });
  it('validates the body', async () => {
    const res = await s.browser().post('/v1/auth/google-login', { state: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      fields: { code: expect.any(String) },
    });
  });
});

describe('GET /v1/auth/providers and unconfigured providers', () => {
  let bare: TestApp;
  beforeAll(async () => {
    // Apple with a client id but no way to make a secret counts as not configured.
    bare = await createTestApp({
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_ISSUER: 'http://127.0.0.1:9',
      APPLE_CLIENT_ID: 'id',
    });
  });
  afterAll(() => bare?.close());

  it('says which buttons to show', async () => {
    expect((await request(s.t.app).get('/v1/auth/providers')).json()).toEqual({
      google: true,
      apple: true,
    });
    expect((await request(bare.app).get('/v1/auth/providers')).json()).toEqual({
      google: true,
      apple: false,
    });
  });

  it("answers 404 provider_not_configured on an unconfigured provider's routes", async () => {
    const api = request(bare.app);
    const answers = [
      await api.get('/v1/auth/apple/authorize'),
      await api.post('/v1/auth/apple-login', body('c', 's')),
      await bare.app.inject({
        method: 'POST',
        url: '/v1/auth/apple/callback',
        payload: 'code=c&state=s',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'provider_not_configured',
        message: 'This sign-in method is not available',
      });
    }
  });

  it('sends the browser back to login when the provider cannot be reached', async () => {
    const res = await request(bare.app).get('/v1/auth/google/authorize');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth/login?error=auth_failed');
  });

  it('answers 400 for a provider it does not know', async () => {
    const res = await request(bare.app).get('/v1/auth/facebook/authorize');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      fields: { provider: expect.any(String) },
    });
  });
});
