import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSpotifyStandIn, type SpotifyStandIn } from '../../../test/spotify-stand-in.ts';
import { GrantRevoked, type ProviderTokens } from './presave-provider.ts';
import { SpotifyError, spotifyProvider, spotifyScopes } from './spotify.ts';

const redirectUri = 'http://localhost:3000/spotify-auth';
let standIn: SpotifyStandIn;
let spotify: ReturnType<typeof spotifyProvider>;

beforeAll(async () => {
  standIn = await startSpotifyStandIn({
    clientId: 'app-id',
    clientSecret: 'app-secret',
    redirectUri,
  });
  spotify = spotifyProvider({
    clientId: 'app-id',
    clientSecret: 'app-secret',
    accountsUrl: standIn.url,
    apiUrl: standIn.url,
  });
});
afterAll(() => standIn.close());

async function connected(listener = { id: `fan-${Math.random()}`, country: 'BR', followers: 3 }) {
  const tokens = await spotify.exchangeCode(await standIn.consent(listener), redirectUri);
  const refreshed: ProviderTokens[] = [];
  const session = spotify.session(tokens, async (next) => void refreshed.push(next));
  return { listener, tokens, refreshed, session };
}

describe('the Spotify adapter against the stand-in', () => {
  it('asks for the authorization code with the library scopes, the state and the redirect URI', () => {
    const url = new URL(spotify.authorizeUrl('the-state', redirectUri));
    expect(url.origin + url.pathname).toBe(`${standIn.url}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'app-id',
      scope: spotifyScopes,
      redirect_uri: redirectUri,
      state: 'the-state',
    });
  });

  it('exchanges a code once, form-encoded with Basic auth, and reads the profile', async () => {
    const code = await standIn.consent({ id: 'fan-profile', country: 'TR', followers: 41 });
    const tokens = await spotify.exchangeCode(code, redirectUri);
    expect(tokens.refreshToken).toMatch(/^rt-/);
    expect(tokens.expiresAt.getTime()).toBeGreaterThan(Date.now() + 3500_000);
    const form = standIn.tokenRequests.at(-1)!;
    expect(form.get('grant_type')).toBe('authorization_code');
    expect(form.get('redirect_uri')).toBe(redirectUri);
    expect(await spotify.session(tokens, async () => {}).profile()).toEqual({
      id: 'fan-profile',
      country: 'TR',
      followers: 41,
    });
    await expect(spotify.exchangeCode(code, redirectUri)).rejects.toBeInstanceOf(GrantRevoked);
  });

  it('is refused with the wrong client secret', async () => {
    const wrong = spotifyProvider({
      clientId: 'app-id',
      clientSecret: 'not-it',
      accountsUrl: standIn.url,
      apiUrl: standIn.url,
    });
    const error = await wrong.exchangeCode(await standIn.consent(), redirectUri).catch((e) => e);
    expect(error).toBeInstanceOf(SpotifyError);
    expect((error as SpotifyError).status).toBe(401);
    expect((error as Error).message).toContain('invalid_client');
  });

  it('finds the album by UPC and saves it to the library once', async () => {
    const albumId = standIn.addAlbum('195000000017');
    const { listener, session } = await connected();
    expect(await session.findAlbumByUpc('195000000999')).toBeNull();
    expect(await session.findAlbumByUpc('195000000017')).toBe(albumId);
    expect(await session.isSaved(albumId)).toBe(false);
    await session.save(albumId);
    expect(await session.isSaved(albumId)).toBe(true);
    expect(standIn.saves.filter((s) => s.listener === listener.id)).toEqual([
      { listener: listener.id, albumId },
    ]);
  });

  it('refreshes an expired access token on 401, reports the new one, and goes on', async () => {
    const { session, refreshed, tokens } = await connected();
    standIn.expireAccessTokens();
    expect((await session.profile()).country).toBe('BR');
    expect(refreshed).toHaveLength(1);
    expect(refreshed[0]!.accessToken).not.toBe(tokens.accessToken);
    // Spotify may keep the refresh token: the old one stays.
    expect(refreshed[0]!.refreshToken).toBe(tokens.refreshToken);
    expect(standIn.tokenRequests.at(-1)!.get('grant_type')).toBe('refresh_token');
  });

  it('waits out a 429 as Retry-After asks, then succeeds', async () => {
    const { session } = await connected();
    standIn.rateLimit(2, 1);
    const started = Date.now();
    expect((await session.profile()).followers).toBe(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  });

  it('gives up on a Retry-After too long to wait, for the job to retry later', async () => {
    const { session } = await connected();
    standIn.rateLimit(1, 3600);
    const error = await session.profile().catch((e) => e);
    expect((error as SpotifyError).status).toBe(429);
  });

  it('reports a revoked grant when the refresh is refused', async () => {
    const { session, listener } = await connected();
    standIn.revoke(listener.id);
    await expect(session.profile()).rejects.toBeInstanceOf(GrantRevoked);
  });
});
