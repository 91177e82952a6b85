import type { SpotifySettings } from '../../../config.ts';
import {
  GrantRevoked,
  type ListenerProfile,
  type PresaveProvider,
  type ProviderTokens,
} from './presave-provider.ts';

/** What the listener grants: read their country and followers, read and add to their library. */
export const spotifyScopes = 'user-read-private user-library-read user-library-modify';

/** A 429's Retry-After above this is not waited for: the job is retried later instead. */
const longestWaitSeconds = 30;
const attempts = 4;
const timeout = () => AbortSignal.timeout(15_000);

type TokenAnswer = { access_token: string; refresh_token?: string; expires_in: number };

export class SpotifyError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a request, waiting out a 429 as its Retry-After asks (Spotify's rate limit is per app,
 * a rolling 30 seconds), up to `attempts` times.
 */
async function send(url: string, init: RequestInit): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(url, { ...init, signal: timeout() });
    if (res.status !== 429 || attempt === attempts) return res;
    const wait = Number(res.headers.get('retry-after') ?? '1');
    if (!Number.isFinite(wait) || wait > longestWaitSeconds) return res;
    await res.body?.cancel();
    await sleep(Math.max(wait, 0) * 1000);
  }
}

async function failure(res: Response, what: string) {
  const body = (await res.json().catch(() => ({}))) as {
    error?: string | { message?: string };
    error_description?: string;
  };
  const detail =
    typeof body.error === 'string'
      ? `${body.error}${body.error_description ? `: ${body.error_description}` : ''}`
      : (body.error?.message ?? '');
  return new SpotifyError(res.status, `Spotify ${what} failed: HTTP ${res.status} ${detail}`);
}

/**
 * Spotify (Web API): the authorization code flow at the accounts service (the token endpoint
 * form-encoded, the app's id and secret as Basic auth), then the listener's profile, the album
 * searched by UPC and saved to their library. A 401 means the access token expired: it is
 * refreshed once and the call repeated; `invalid_grant` on refresh means the grant is gone.
 */
export function spotifyProvider(settings: SpotifySettings): PresaveProvider {
  const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64');

  async function token(form: Record<string, string>, previousRefresh?: string) {
    const res = await send(`${settings.accountsUrl}/api/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(form).toString(),
    });
    if (!res.ok) {
      const error = await failure(res, 'token request');
      if (res.status === 400 && error.message.includes('invalid_grant')) {
        throw new GrantRevoked(error.message);
      }
      throw error;
    }
    const answer = (await res.json()) as TokenAnswer;
    const refreshToken = answer.refresh_token ?? previousRefresh;
    if (!answer.access_token || !refreshToken) throw new Error('Spotify answered without tokens');
    return {
      accessToken: answer.access_token,
      // Spotify may or may not rotate the refresh token; without a new one the old one stays.
      refreshToken,
      expiresAt: new Date(Date.now() + answer.expires_in * 1000),
    } satisfies ProviderTokens;
  }

  const refresh = (refreshToken: string) =>
    token({ grant_type: 'refresh_token', refresh_token: refreshToken }, refreshToken);

  return {
    id: 'spotify',
    authorizeUrl(state, redirectUri) {
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: settings.clientId,
        scope: spotifyScopes,
        redirect_uri: redirectUri,
        state,
      });
      return `${settings.accountsUrl}/authorize?${query}`;
    },
    exchangeCode: (code, redirectUri) =>
      token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
    refresh,
    session(initial, onRefresh) {
      let tokens = initial;
      async function call(method: string, path: string, what: string, body?: unknown) {
        const request = () =>
          send(`${settings.apiUrl}${path}`, {
            method,
            headers: {
              authorization: `Bearer ${tokens.accessToken}`,
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
        let res = await request();
        if (res.status === 401) {
          await res.body?.cancel();
          tokens = await refresh(tokens.refreshToken);
          await onRefresh(tokens);
          res = await request();
        }
        if (!res.ok) throw await failure(res, what);
        return res;
      }
      return {
        async profile(): Promise<ListenerProfile> {
          const me = (await (await call('GET', '/v1/me', 'profile')).json()) as {
            id: string;
            country?: string;
            followers?: { total?: number };
          };
          return {
            id: me.id,
            country: me.country && /^[A-Z]{2}$/.test(me.country) ? me.country : null,
            followers: typeof me.followers?.total === 'number' ? me.followers.total : null,
          };
        },
        async findAlbumByUpc(upc) {
          const query = new URLSearchParams({ type: 'album', q: `upc:${upc}`, limit: '1' });
          const res = await call('GET', `/v1/search?${query}`, 'album search');
          const found = (await res.json()) as { albums?: { items?: { id: string }[] } };
          return found.albums?.items?.[0]?.id ?? null;
        },
        async isSaved(albumId) {
          const query = new URLSearchParams({ ids: albumId });
          const res = await call('GET', `/v1/me/albums/contains?${query}`, 'library check');
          return ((await res.json()) as boolean[])[0] === true;
        },
        async save(albumId) {
          const res = await call('PUT', '/v1/me/albums', 'save', { ids: [albumId] });
          await res.body?.cancel();
        },
      };
    },
  };
}

/** The configured provider, or none (the page then offers e-mail only). */
export const presaveProvider = (config: { spotify?: SpotifySettings }) =>
  config.spotify ? spotifyProvider(config.spotify) : undefined;
