import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { createTestApp, testOrigin } from '../../../test/app.ts';
import { startOidcProvider, type TestAccount } from '../../../test/oidc-provider.ts';
import { activity, users } from '../../users/users.table.ts';

type Provider = 'google' | 'apple';

/**
 * The app wired to a real OpenID provider on loopback (both clients configured), plus a
 * browser-like helper that carries the app's cookies and walks the provider's pages.
 */
export async function startSocialTestApp() {
  const op = await startOidcProvider({ appUrl: testOrigin });
  const { google, apple } = op.clients;
  const t = await createTestApp({
    ...{
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_ISSUER: op.issuer,
    },
    ...{
      APPLE_CLIENT_ID: apple.clientId,
      APPLE_CLIENT_SECRET: apple.clientSecret,
      APPLE_ISSUER: op.issuer,
    },
  });

  let browsers = 0;
  /** A browser of its own: an address (rate limits are per address) and a cookie jar. */
  function browser() {
    const remoteAddress = `10.0.${Math.floor(++browsers / 250)}.${browsers % 250}`;
    const jar: Record<string, string> = {};
    const send = async (opts: InjectOptions) => {
      const res = await t.app.inject({ ...opts, remoteAddress, cookies: jar });
      for (const c of res.cookies) {
        if (c.value && c.maxAge !== 0) jar[c.name] = c.value;
        else delete jar[c.name];
      }
      return res;
    };
    return {
      jar,
      get: (url: string) => send({ method: 'GET', url }),
      post: (
        url: string,
        payload: object | string,
        headers: Record<string, string> = { origin: testOrigin },
      ) => send({ method: 'POST', url, payload, headers }),
    };
  }
  type Browser = ReturnType<typeof browser>;

  /** A new person at the provider, with a unique sub and e-mail unless given. */
  function account(overrides: Partial<TestAccount> = {}): TestAccount {
    const sub = randomUUID();
    const created = {
      sub,
      email: `ada.${sub.slice(0, 8)}@example.com`,
      name: 'Ada Lovelace',
      ...overrides,
    };
    op.addAccount(created);
    return created;
  }

  /** Apple's form_post as the browser sends it: cross-site, from the provider's origin. */
  function postAppleCallback(b: Browser, body: string) {
    const headers = { 'content-type': 'application/x-www-form-urlencoded', origin: op.issuer };
    return b.post('/v1/auth/apple/callback', body, headers);
  }

  /** Starts at /authorize, signs in at the provider, and answers what /auth/callback receives. */
  async function atProvider(b: Browser, provider: Provider, login: string, query = '') {
    const start = await b.get(`/v1/auth/${provider}/authorize${query}`);
    expect(start.statusCode).toBe(302);
    const back = await op.completeLogin(start.headers.location as string, login);
    if (provider === 'google') {
      expect(back.url.href.startsWith(`${testOrigin}/auth/callback?`)).toBe(true);
      return {
        code: back.url.searchParams.get('code')!,
        state: back.url.searchParams.get('state')!,
        back,
      };
    }
    expect(back).toMatchObject({
      method: 'POST',
      url: new URL(`${testOrigin}/v1/auth/apple/callback`),
    });
    const res = await postAppleCallback(b, back.body!.toString());
    expect(res.statusCode).toBe(303);
    const callback = new URL(res.headers.location as string, testOrigin);
    expect(callback.pathname).toBe('/auth/callback');
    expect(callback.searchParams.get('provider')).toBe('apple');
    return {
      code: callback.searchParams.get('code')!,
      state: callback.searchParams.get('state')!,
      back,
    };
  }

  /** The whole sign-in in one browser; answers the response of POST /v1/auth/<provider>-login. */
  async function signIn(
    provider: Provider,
    who: TestAccount,
    opts: { b?: Browser; body?: object; query?: string } = {},
  ) {
    const b = opts.b ?? browser();
    const { code, state } = await atProvider(b, provider, who.email, opts.query);
    return b.post(`/v1/auth/${provider}-login`, {
      code,
      state,
      lang: 'en',
      source: 'web',
      ...opts.body,
    });
  }

  return {
    t,
    op,
    browser,
    account,
    atProvider,
    postAppleCallback,
    signIn,
    findUser: async (email: string) =>
      (await t.db.select().from(users).where(eq(users.email, email)))[0],
    activityOf: async (userId: string) =>
      (await t.db.select().from(activity).where(eq(activity.userId, userId)))
        .map((a) => a.kind)
        .sort(),
    async close() {
      await t.close();
      await op.close();
    },
  };
}

export type SocialTestApp = Awaited<ReturnType<typeof startSocialTestApp>>;
