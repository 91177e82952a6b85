import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { createUser, freshIp } from '../../test/factories.ts';
import { startSiteverifyStandIn } from '../../test/siteverify-stand-in.ts';

const invalid = {
  code: 'invalid_captcha',
  message: 'Human verification failed. Please try again.',
};

for (const provider of ['turnstile', 'hcaptcha'] as const) {
  describe(`CAPTCHA_PROVIDER=${provider}`, () => {
    let t: TestApp;
    let standIn: Awaited<ReturnType<typeof startSiteverifyStandIn>>;
    beforeAll(async () => {
      standIn = await startSiteverifyStandIn({
        secret: 'the-secret-key',
        siteKey: provider === 'hcaptcha' ? 'the-site-key' : undefined,
      });
      t = await createTestApp({
        CAPTCHA_PROVIDER: provider,
        CAPTCHA_SITE_KEY: 'the-site-key',
        CAPTCHA_SECRET_KEY: 'the-secret-key',
        CAPTCHA_VERIFY_URL: standIn.url,
      });
    });
    afterAll(async () => {
      await t.close();
      await standIn.close();
    });

    const login = async (captcha: unknown) => {
      const user = await createUser(t);
      return request(t.app).post(
        '/v1/auth/login',
        { username: user.username, password: user.password, captcha },
        freshIp(),
      );
    };

    it('tells the web app which widget and site key to use, and no secret', async () => {
      const res = await request(t.app).get('/v1/auth/captcha', freshIp());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ provider, siteKey: 'the-site-key' });
    });

    it("lets the script and frames of the provider's widget in through the CSP", async () => {
      const csp = String(
        (await request(t.app).get('/v1/health')).headers['content-security-policy'],
      );
      const host =
        provider === 'turnstile' ? 'https://challenges.cloudflare.com' : 'https://hcaptcha.com';
      expect(csp).toMatch(new RegExp(`script-src [^;]*${host}`));
      expect(csp).toMatch(new RegExp(`frame-src [^;]*${host}`));
    });

    it('accepts a token the provider vouches for, once, as {id, answer} or a string', async () => {
      const token = standIn.issueToken();
      expect((await login({ id: provider, answer: token })).statusCode).toBe(200);
      const sent = standIn.requests.at(-1)!;
      expect(sent.get('secret')).toBe('the-secret-key');
      expect(sent.get('response')).toBe(token);
      expect(sent.get('sitekey')).toBe(provider === 'hcaptcha' ? 'the-site-key' : null);
      expect((await login({ id: provider, answer: token })).json()).toMatchObject(invalid);
      expect((await login(standIn.issueToken())).statusCode).toBe(200);
    });

    it('refuses a token the provider does not know', async () => {
      const res = await login({ id: '', answer: 'made-up-token' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject(invalid);
    });

    it('answers 503 captcha_unavailable when the provider fails', async () => {
      standIn.failWith(500);
      try {
        const res = await login({ id: '', answer: standIn.issueToken() });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({
          code: 'captcha_unavailable',
          message:
            'The human verification service could not be reached. Please try again in a moment.',
        });
      } finally {
        standIn.failWith(undefined);
      }
    });
  });
}

describe('the proof-of-work default', () => {
  it('keeps third-party scripts and frames out of the CSP', async () => {
    const t = await createTestApp();
    try {
      const csp = String(
        (await request(t.app).get('/v1/health')).headers['content-security-policy'],
      );
      expect(csp).not.toMatch(/cloudflare|hcaptcha/);
      // Our own scripts, and the web app's inline ones by their hash (web.ts).
      expect(csp).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')*(;|$)/);
      expect(csp).toMatch(/frame-src 'self'(;|$)/);
    } finally {
      await t.close();
    }
  });
});
