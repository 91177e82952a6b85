import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { interactionPolicy, type KoaContextWithOIDC } from 'oidc-provider';

/** Someone who can sign in at the test provider; `login` on its form is the sub or the e-mail. */
export type TestAccount = { sub: string; email: string; name: string; email_verified?: boolean };

/** The clients the provider knows; point GOOGLE_* / APPLE_* of the app at these. */
export const testOidcClients = {
  google: { clientId: 'soundpost-google', clientSecret: 'google-test-secret' },
  apple: { clientId: 'soundpost-apple', clientSecret: 'apple-test-secret' },
} as const;

/** Where the provider sent the browser back to the app: a redirect (GET) or a form_post (POST). */
export type ProviderResponse = { method: 'GET' | 'POST'; url: URL; body?: URLSearchParams };

export type OidcTestProvider = Awaited<ReturnType<typeof startOidcProvider>>;

/**
 * A real OpenID provider (oidc-provider) on loopback, shaped like Google and Apple: a client
 * for each, PKCE required, e-mail and name in the ID token, and for Apple the name only in a
 * `user` form field on the first authorization. Its login page is a plain HTML form with one
 * `login` field (an account's sub or e-mail; an unknown e-mail creates a verified account),
 * so a browser test can fill it, and `completeLogin` drives it from Node. Consent is implied.
 */
export async function startOidcProvider(opts: {
  appUrl: string;
  accounts?: TestAccount[];
  port?: number;
}) {
  const accounts = new Map<string, TestAccount>();
  const addAccount = (account: TestAccount) => accounts.set(account.sub, account);
  opts.accounts?.forEach(addAccount);
  const findByLogin = (login: string) => {
    const wanted = login.trim().toLowerCase();
    const found = [...accounts.values()].find(
      (a) => a.sub === login.trim() || a.email.toLowerCase() === wanted,
    );
    if (found || !/^[^@\s]+@[^@\s]+$/.test(wanted)) return found;
    // "billie.holiday@…" is named "Billie Holiday", so Apple's first/last name split shows.
    const words = wanted
      .split('@')[0]!
      .split(/[._-]+/)
      .filter(Boolean);
    const created = {
      sub: `sub-${randomUUID()}`,
      email: wanted,
      name: words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' '),
      email_verified: true,
    };
    addAccount(created);
    return created;
  };

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = createProvider(issuer, opts.appUrl, (sub) => accounts.get(sub));
  sendAppleUserOnFirstAuthorization(provider, (sub) => accounts.get(sub));
  const callback = provider.callback();

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(req.url ?? '');
    if (!match) return void callback(req, res);
    handleInteraction(provider, req, res, match[1]!, Boolean(match[2]), findByLogin).catch(
      (error: Error) => {
        res.writeHead(500, { 'content-type': 'text/plain' }).end(error.message);
      },
    );
  });

  return {
    issuer,
    clients: testOidcClients,
    accounts,
    addAccount,
    /** Follows the provider's redirects from `authorizationUrl`, signs in as `login`, and
     *  returns where the provider sends the browser back to the app (not followed). */
    completeLogin: (authorizationUrl: string, login: string) =>
      completeLogin(issuer, authorizationUrl, login),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function createProvider(
  issuer: string,
  appUrl: string,
  findAccount: (sub: string) => TestAccount | undefined,
) {
  const jwk = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    format: 'jwk',
  });
  const policy = interactionPolicy.base();
  // Like an account chooser: every authorization shows the login form, so each sign-in picks
  // its account even when the browser still has a provider session.
  policy
    .get('login')!
    .checks.add(
      new interactionPolicy.Check('choose_account', 'choose an account every time', (ctx) =>
        ctx.oidc.result?.login
          ? interactionPolicy.Check.NO_NEED_TO_PROMPT
          : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    );
  const client = (id: keyof typeof testOidcClients, redirectUri: string) => ({
    client_id: testOidcClients[id].clientId,
    client_secret: testOidcClients[id].clientSecret,
    redirect_uris: [redirectUri],
    response_types: ['code' as const],
    grant_types: ['authorization_code'],
    token_endpoint_auth_method: 'client_secret_post' as const,
  });
  return new Provider(issuer, {
    clients: [
      client('google', `${appUrl}/auth/callback`),
      client('apple', `${appUrl}/v1/auth/apple/callback`),
    ],
    jwks: { keys: [{ ...jwk, kid: randomUUID(), alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name'],
      name: ['name'],
    },
    // Google and Apple put e-mail and name in the ID token, not only behind /userinfo.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
    },
    interactions: { policy, url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(ctx, sub) {
      const account = findAccount(sub);
      if (!account) return undefined;
      const apple = ctx.oidc.client?.clientId === testOidcClients.apple.clientId;
      return {
        accountId: sub,
        // Apple never puts the name in the ID token and sends email_verified as a string.
        claims: () => ({
          sub,
          email: account.email,
          email_verified: apple
            ? String(account.email_verified ?? true)
            : (account.email_verified ?? true),
          ...(apple ? {} : { name: account.name }),
        }),
      };
    },
    // First-party clients: consent is implied, as it is for a user who agreed before.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { oidc } = ctx;
      const grant = new oidc.provider.Grant({
        clientId: oidc.client!.clientId,
        accountId: oidc.session!.accountId!,
      });
      grant.addOIDCScope(String(oidc.params?.scope ?? 'openid'));
      await grant.save();
      return grant;
    },
  });
}

/** Apple posts `user` = {"name":{"firstName","lastName"},"email"} with the first code only. */
function sendAppleUserOnFirstAuthorization(
  provider: Provider,
  findAccount: (sub: string) => TestAccount | undefined,
) {
  const authorized = new Set<string>();
  provider.use(async (ctx, next) => {
    await next();
    const { oidc } = ctx as KoaContextWithOIDC;
    const sub = oidc?.session?.accountId;
    const account = sub ? findAccount(sub) : undefined;
    if (
      oidc?.client?.clientId !== testOidcClients.apple.clientId ||
      !account ||
      authorized.has(account.sub)
    )
      return;
    if (typeof ctx.body !== 'string' || !ctx.body.includes('name="code"')) return;
    authorized.add(account.sub);
    const [firstName, ...rest] = account.name.split(' ');
    const user = JSON.stringify({
      name: { firstName, lastName: rest.join(' ') },
      email: account.email,
    });
    const input = `<input type="hidden" name="user" value="${escapeHtml(user)}"/>`;
    ctx.body = ctx.body.replace(/<form method="post"[^>]*>/, (form) => `${form}\n${input}`);
  });
}

async function handleInteraction(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  uid: string,
  submitted: boolean,
  findByLogin: (login: string) => TestAccount | undefined,
) {
  const details = await provider.interactionDetails(req, res);
  if (details.prompt.name !== 'login') throw new Error(`unexpected prompt ${details.prompt.name}`);
  if (!submitted || req.method !== 'POST')
    return sendLoginPage(res, uid, String(details.params.client_id));
  const login = new URLSearchParams(await readBody(req)).get('login') ?? '';
  const account = findByLogin(login);
  if (!account)
    return sendLoginPage(res, uid, String(details.params.client_id), `No account "${login}"`);
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: account.sub } },
    { mergeWithLastSubmission: false },
  );
}

function sendLoginPage(res: ServerResponse, uid: string, clientId: string, error?: string) {
  res.writeHead(error ? 400 : 200, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test provider sign-in</title></head>
<body>
  <h1>Sign in to the test provider</h1>
  <p>Client: ${escapeHtml(clientId)}</p>
  ${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
  <form method="post" action="/interaction/${uid}/login" autocomplete="off">
    <label>E-mail or subject <input name="login" type="text" required autofocus></label>
    <button type="submit">Sign in</button>
  </form>
</body></html>`);
}

async function completeLogin(
  issuer: string,
  authorizationUrl: string,
  login: string,
): Promise<ProviderResponse> {
  const jar = new Map<string, string>();
  let next: ProviderResponse = { method: 'GET', url: new URL(authorizationUrl) };
  for (let step = 0; step < 10; step++) {
    if (next.url.origin !== new URL(issuer).origin) return next;
    const res = await fetch(next.url, {
      method: next.method,
      body: next.body,
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = [
        pair!.slice(0, pair!.indexOf('=')),
        pair!.slice(pair!.indexOf('=') + 1),
      ];
      if (value && !/expires=Thu, 01 Jan 1970/i.test(line)) jar.set(name, value);
      else jar.delete(name);
    }
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      next = { method: 'GET', url: new URL(location, next.url) };
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]*)"/.exec(html)?.[1];
    if (res.status !== 200 || action === undefined)
      throw new Error(`provider answered ${res.status}: ${html}`);
    const fields = new URLSearchParams();
    for (const input of html.matchAll(/<input[^>]*name="([^"]*)"(?:[^>]*value="([^"]*)")?/g)) {
      fields.set(input[1]!, input[1] === 'login' ? login : unescapeHtml(input[2] ?? ''));
    }
    next = { method: 'POST', url: new URL(unescapeHtml(action), next.url), body: fields };
  }
  throw new Error('too many steps at the provider');
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (data += chunk));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => entities[c]!);
const unescapeHtml = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|#39);/g, (e) =>
    Object.keys(entities).find((k) => entities[k] === e)!,
  );
