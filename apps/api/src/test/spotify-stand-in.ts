import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { escapeHtml as e } from '../lib/escape-html.ts';

/** A listener account of the stand-in. */
export type StandInListener = { id: string; country: string; followers: number };

type Grant = { listener: string; scope: string; revoked: boolean };

/**
 * A stand-in for Spotify's accounts service and the part of its Web API that pre-save calls, on
 * 127.0.0.1 (decision 054). It speaks their protocol as Spotify documents it:
 * - `GET /authorize` (authorization code flow): a consent page; "Agree" goes back to the
 *   registered redirect URI with `code` and `state`, "Cancel" with `error=access_denied`;
 * - `POST /api/token`: form-encoded, the client's id and secret as Basic auth; codes are
 *   single-use and bound to their redirect URI; errors are `{error, error_description}`
 *   (400 `invalid_grant`, 401 `invalid_client`); a refresh keeps the refresh token;
 * - `GET /v1/me`, `GET /v1/search?type=album&q=upc:…`, `GET /v1/me/albums/contains?ids=…`,
 *   `PUT /v1/me/albums`: Bearer tokens; an expired or unknown one is 401
 *   `{error: {status, message}}`; `rateLimit()` makes the next answers 429 with Retry-After.
 * Tests (and, through `/stand-in/*`, the journeys) add albums, pick the next listener, expire or
 * revoke grants, and read which albums were saved to whose library.
 */
export async function startSpotifyStandIn(opts: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  port?: number;
}) {
  const codes = new Map<string, { grant: string; redirectUri: string }>();
  const grants = new Map<string, Grant>();
  const refreshTokens = new Map<string, string>();
  const accessTokens = new Map<string, { grant: string; expired: boolean }>();
  const listeners = new Map<string, StandInListener>();
  const albums = new Map<string, string>();
  const libraries = new Map<string, Set<string>>();
  /** Every PUT /v1/me/albums that added an album: the saves pre-save made. */
  const saves: { listener: string; albumId: string }[] = [];
  const tokenRequests: URLSearchParams[] = [];
  let limited: { remaining: number; retryAfter: number } | undefined;
  let next: StandInListener | undefined;
  let count = 0;

  const token = (prefix: string) => `${prefix}${randomBytes(18).toString('base64url')}`;
  const json = (res: ServerResponse, status: number, body: unknown, headers = {}) =>
    res
      .writeHead(status, { 'content-type': 'application/json', ...headers })
      .end(body === undefined ? undefined : JSON.stringify(body));
  const apiError = (res: ServerResponse, status: number, message: string) =>
    json(res, status, { error: { status, message } });

  function issue(grant: string) {
    const access = token('at-');
    accessTokens.set(access, { grant, expired: false });
    return access;
  }

  function consentPage(query: URLSearchParams) {
    const hidden = ['client_id', 'redirect_uri', 'state', 'scope']
      .map((n) => `<input type="hidden" name="${n}" value="${e(query.get(n) ?? '')}">`)
      .join('');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Spotify stand-in</title></head><body><main><h1>Spotify (stand-in)</h1><p>Soundpost asks to: ${e(query.get('scope') ?? '')}</p><form method="post" action="/authorize">${hidden}<button name="decision" value="agree">Agree</button> <button name="decision" value="cancel">Cancel</button></form></main></body></html>`;
  }

  function authorize(req: IncomingMessage, res: ServerResponse, form: URLSearchParams) {
    const clientId = form.get('client_id');
    const redirectUri = form.get('redirect_uri') ?? '';
    if (clientId !== opts.clientId) return res.writeHead(400).end('INVALID_CLIENT: Invalid client');
    if (redirectUri !== opts.redirectUri)
      return res.writeHead(400).end('INVALID_CLIENT: Invalid redirect URI');
    if (req.method === 'GET') {
      if (form.get('response_type') !== 'code')
        return res.writeHead(400).end('unsupported_response_type');
      return res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(consentPage(form));
    }
    const back = new URL(redirectUri);
    const state = form.get('state');
    if (form.get('decision') === 'agree') {
      const listener = next ?? { id: `listener-${++count}`, country: 'ES', followers: 12 };
      next = undefined;
      listeners.set(listener.id, listener);
      const grant = token('g-');
      grants.set(grant, { listener: listener.id, scope: form.get('scope') ?? '', revoked: false });
      const code = token('code-');
      codes.set(code, { grant, redirectUri });
      back.searchParams.set('code', code);
    } else {
      back.searchParams.set('error', 'access_denied');
    }
    if (state !== null) back.searchParams.set('state', state);
    return res.writeHead(303, { location: back.toString() }).end();
  }

  function tokenEndpoint(req: IncomingMessage, res: ServerResponse, form: URLSearchParams) {
    tokenRequests.push(form);
    const basic = Buffer.from(`${opts.clientId}:${opts.clientSecret}`).toString('base64');
    if (req.headers.authorization !== `Basic ${basic}`)
      return json(res, 401, { error: 'invalid_client', error_description: 'Invalid client' });
    if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded'))
      return json(res, 400, { error: 'invalid_request', error_description: 'Form body expected' });
    const invalid = (description: string) =>
      json(res, 400, { error: 'invalid_grant', error_description: description });
    if (form.get('grant_type') === 'authorization_code') {
      const code = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (!code) return invalid('Invalid authorization code');
      if (code.redirectUri !== form.get('redirect_uri')) return invalid('Invalid redirect URI');
      const refresh = token('rt-');
      refreshTokens.set(refresh, code.grant);
      return json(res, 200, {
        access_token: issue(code.grant),
        token_type: 'Bearer',
        scope: grants.get(code.grant)!.scope,
        expires_in: 3600,
        refresh_token: refresh,
      });
    }
    if (form.get('grant_type') === 'refresh_token') {
      const grant = refreshTokens.get(form.get('refresh_token') ?? '');
      if (!grant || grants.get(grant)!.revoked) return invalid('Refresh token revoked');
      return json(res, 200, {
        access_token: issue(grant),
        token_type: 'Bearer',
        scope: grants.get(grant)!.scope,
        expires_in: 3600,
      });
    }
    return json(res, 400, { error: 'unsupported_grant_type', error_description: 'grant_type' });
  }

  function api(req: IncomingMessage, res: ServerResponse, url: URL, body: string) {
    if (limited && limited.remaining > 0) {
      limited.remaining--;
      return json(res, 429, undefined, { 'retry-after': String(limited.retryAfter) });
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const access = accessTokens.get(bearer);
    if (!access) return apiError(res, 401, 'Invalid access token');
    const grant = grants.get(access.grant)!;
    if (access.expired || grant.revoked) return apiError(res, 401, 'The access token expired');
    const listener = listeners.get(grant.listener)!;
    const route = `${req.method} ${url.pathname}`;
    if (route === 'GET /v1/me') {
      return json(res, 200, {
        id: listener.id,
        display_name: `Listener ${listener.id}`,
        email: `${listener.id}@listeners.stand-in`,
        country: listener.country,
        followers: { href: null, total: listener.followers },
        product: 'premium',
        type: 'user',
        uri: `spotify:user:${listener.id}`,
      });
    }
    if (route === 'GET /v1/search') {
      const upc = /^upc:(\d{12,14})$/.exec(url.searchParams.get('q') ?? '')?.[1];
      if (url.searchParams.get('type') !== 'album' || !url.searchParams.get('q'))
        return apiError(res, 400, 'Bad search type field');
      const id = upc ? albums.get(upc) : undefined;
      const items = id ? [{ id, type: 'album', uri: `spotify:album:${id}` }] : [];
      return json(res, 200, { albums: { items, total: items.length, limit: 1, offset: 0 } });
    }
    const library = libraries.get(listener.id) ?? new Set<string>();
    libraries.set(listener.id, library);
    if (route === 'GET /v1/me/albums/contains') {
      const ids = (url.searchParams.get('ids') ?? '').split(',').filter(Boolean);
      return json(
        res,
        200,
        ids.map((id) => library.has(id)),
      );
    }
    if (route === 'PUT /v1/me/albums') {
      if (!grant.scope.split(' ').includes('user-library-modify'))
        return apiError(res, 403, 'Insufficient client scope');
      let ids: string[];
      try {
        ids = (JSON.parse(body || '{}') as { ids?: string[] }).ids ?? [];
      } catch {
        return apiError(res, 400, 'Malformed json');
      }
      if (!ids.length) return apiError(res, 400, 'Missing ids');
      for (const id of ids) {
        if (![...albums.values()].includes(id)) return apiError(res, 404, 'Non existing id');
        library.add(id);
        saves.push({ listener: listener.id, albumId: id });
      }
      return json(res, 200, undefined);
    }
    return apiError(res, 404, 'Service not found');
  }

  /** Test controls for another process (the journeys): `/stand-in/*`, JSON. */
  function controls(req: IncomingMessage, res: ServerResponse, url: URL, body: string) {
    if (req.method === 'GET' && url.pathname === '/stand-in/saves') return json(res, 200, saves);
    if (req.method === 'POST' && url.pathname === '/stand-in/albums') {
      const { upc } = JSON.parse(body) as { upc: string };
      return json(res, 200, { id: addAlbum(upc) });
    }
    if (req.method === 'POST' && url.pathname === '/stand-in/next-listener') {
      next = JSON.parse(body) as StandInListener;
      return json(res, 200, next);
    }
    return json(res, 404, { error: 'no such control' });
  }

  function addAlbum(upc: string) {
    const id = albums.get(upc) ?? randomBytes(11).toString('base64url').replace(/[-_]/g, 'x');
    albums.set(upc, id);
    return id;
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      const url = new URL(req.url ?? '/', 'http://stand-in');
      if (url.pathname.startsWith('/stand-in/')) return controls(req, res, url, body);
      if (url.pathname === '/authorize') {
        const form = req.method === 'POST' ? new URLSearchParams(body) : url.searchParams;
        return authorize(req, res, form);
      }
      if (url.pathname === '/api/token' && req.method === 'POST')
        return tokenEndpoint(req, res, new URLSearchParams(body));
      if (url.pathname.startsWith('/v1/')) return api(req, res, url, body);
      return json(res, 404, { error: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    /** SPOTIFY_ACCOUNTS_URL and SPOTIFY_API_URL both. */
    url,
    saves,
    tokenRequests,
    addAlbum,
    /** The account the next "Agree" signs in as (else a new one, from ES with 12 followers). */
    nextListener(listener: StandInListener) {
      next = listener;
    },
    /** Every access token issued so far answers 401 from now on (they expired). */
    expireAccessTokens() {
      for (const access of accessTokens.values()) access.expired = true;
    },
    /** The listener removed the app from their account: refresh answers `invalid_grant`. */
    revoke(listenerId: string) {
      for (const grant of grants.values()) if (grant.listener === listenerId) grant.revoked = true;
    },
    /** The next `count` Web API calls answer 429 with `Retry-After: retryAfter`. */
    rateLimit(count: number, retryAfter: number) {
      limited = { remaining: count, retryAfter };
    },
    /** Signs in as a listener without the browser: a code as "Agree" would give it. */
    async consent(listener?: StandInListener) {
      if (listener) next = listener;
      const query = new URLSearchParams({
        client_id: opts.clientId,
        redirect_uri: opts.redirectUri,
        state: 'x',
        scope: 'user-read-private user-library-read user-library-modify',
        decision: 'agree',
      });
      const res = await fetch(`${url}/authorize`, {
        method: 'POST',
        body: query,
        redirect: 'manual',
      });
      return new URL(res.headers.get('location')!).searchParams.get('code')!;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type SpotifyStandIn = Awaited<ReturnType<typeof startSpotifyStandIn>>;
