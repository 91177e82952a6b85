import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { cookieOf, createUser, signIn } from '../../test/factories.ts';

const chatwoot = {
  CHATWOOT_URL: 'https://chat.label.example/',
  CHATWOOT_WEBSITE_TOKEN: 'website-token-1',
  CHATWOOT_HMAC_TOKEN: 'hmac-secret-of-the-inbox',
};
const posthog = { POSTHOG_URL: 'https://ph.label.example', POSTHOG_KEY: 'phc_project' };

let t: TestApp;
let off: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    SUPPORT_EMAIL: 'help@label.example',
    HELP_CENTER_URL: 'https://help.label.example',
    SOCIAL_LINKS: 'instagram=https://instagram.com/label, youtube=https://youtube.com/@label',
    ...chatwoot,
    ...posthog,
  });
  off = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await off.close();
});

describe('GET /v1/instance', () => {
  it('tells anyone the support contact, help centre and the integrations the operator set', async () => {
    const res = await request(t.app).get('/v1/instance');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      supportEmail: 'help@label.example',
      helpCenterUrl: 'https://help.label.example',
      socialLinks: [
        { network: 'instagram', url: 'https://instagram.com/label' },
        { network: 'youtube', url: 'https://youtube.com/@label' },
      ],
      integrations: {
        chatwoot: { url: 'https://chat.label.example', websiteToken: 'website-token-1' },
        posthog: { url: 'https://ph.label.example', key: 'phc_project' },
      },
    });
    expect(res.body).not.toContain(chatwoot.CHATWOOT_HMAC_TOKEN);
  });

  it('lets the page load only the integrations turned on', async () => {
    const on = (await request(t.app).get('/v1/instance')).headers['content-security-policy'];
    expect(on).toMatch(
      /script-src [^;]*https:\/\/chat\.label\.example[^;]*https:\/\/ph\.label\.example/,
    );
    expect(on).toMatch(/connect-src [^;]*wss:\/\/chat\.label\.example/);
    const res = await request(off.app).get('/v1/instance');
    expect(res.json().integrations).toEqual({ chatwoot: null, posthog: null });
    expect(res.json().socialLinks).toEqual([]);
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).not.toMatch(/chat\.|ph\./);
    expect(csp).toMatch(/script-src 'self'(?: 'sha256-[^']+')*;/);
  });
});

describe('GET /v1/instance/identity', () => {
  it("signs the user's id for Chatwoot with the inbox's token, for the user only", async () => {
    const user = await createUser(t, { name: 'Ada Artist' });
    const res = await request(t.app, await signIn(t, user)).get('/v1/instance/identity');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      name: 'Ada Artist',
      email: user.email,
      chatwootHash: createHmac('sha256', chatwoot.CHATWOOT_HMAC_TOKEN)
        .update(user.id)
        .digest('hex'),
    });
    expect((await request(t.app).get('/v1/instance/identity')).statusCode).toBe(401);
  });

  it('tells nothing to an administrator impersonating the user', async () => {
    const admin = request(t.app, await signIn(t, await createUser(t, { role: 'admin' })));
    const user = await createUser(t);
    const as = await admin.post(`/v1/admin/users/${user.id}/impersonate`);
    expect(as.statusCode, as.body).toBe(200);
    const res = await request(t.app, cookieOf(as)).get('/v1/instance/identity');
    expect(res.statusCode).toBe(404);
  });

  it('tells nobody anything when every integration is off', async () => {
    const user = await createUser(off);
    const res = await request(off.app, await signIn(off, user)).get('/v1/instance/identity');
    expect(res.statusCode).toBe(404);
  });
});

describe('integration settings', () => {
  it('refuses a half-configured integration at start-up, naming what is missing', () => {
    expect(() => loadConfig({ CHATWOOT_URL: 'https://chat.example' })).toThrow(
      /CHATWOOT_WEBSITE_TOKEN, CHATWOOT_HMAC_TOKEN: required with CHATWOOT_URL/,
    );
    expect(() => loadConfig({ POSTHOG_KEY: 'phc_x' })).toThrow(
      /POSTHOG_URL: required with POSTHOG_KEY/,
    );
  });
});
