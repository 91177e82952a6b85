import { sign } from 'node:crypto';
import * as oidc from 'openid-client';
import type { SocialProvider } from '@soundpost/contracts/auth';
import type { Config } from '../../config.ts';
import type { Clock } from '../../lib/clock.ts';

type AppleSettings = NonNullable<Config['apple']>;

/** What one sign-in proves about its request: sent to the provider, then checked on return. */
export type OidcChecks = { state: string; nonce: string; codeVerifier: string };

const scopes: Record<SocialProvider, string> = {
  google: 'openid email profile',
  // Apple only sends the name once, in the form_post, and only when asked for `name`.
  apple: 'openid email name',
};

/** Google returns to the web app's page; Apple must post to the API (form_post). */
export function redirectUriFor(appUrl: string, provider: SocialProvider) {
  return provider === 'google' ? `${appUrl}/auth/callback` : `${appUrl}/v1/auth/apple/callback`;
}

/** Apple's client secret: an ES256 JWT signed with the team's key, short-lived per request. */
export function appleClientSecret(
  apple: Required<Pick<AppleSettings, 'clientId' | 'teamId' | 'keyId' | 'privateKey' | 'issuer'>>,
  now: Date,
) {
  const iat = Math.floor(now.getTime() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${part({ alg: 'ES256', kid: apple.keyId })}.${part({ iss: apple.teamId, iat, exp: iat + 300, aud: apple.issuer, sub: apple.clientId })}`;
  const signature = sign('sha256', Buffer.from(input), {
    key: apple.privateKey,
    dsaEncoding: 'ieee-p1363',
  });
  return `${input}.${signature.toString('base64url')}`;
}

function clientAuth(config: Config, provider: SocialProvider, clock: Clock): oidc.ClientAuth {
  const settings = provider === 'google' ? config.google! : config.apple!;
  if (settings.clientSecret) return oidc.ClientSecretPost(settings.clientSecret);
  const apple = config.apple;
  if (provider === 'apple' && apple?.teamId && apple.keyId && apple.privateKey) {
    const key = {
      ...apple,
      teamId: apple.teamId,
      keyId: apple.keyId,
      privateKey: apple.privateKey,
    };
    return (...args) => oidc.ClientSecretPost(appleClientSecret(key, clock.now()))(...args);
  }
  return oidc.None();
}

/** Plain http is only tolerated for a provider on this machine (the tests' provider). */
function isLoopbackHttp(issuer: URL) {
  return (
    issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname)
  );
}

/**
 * The OpenID clients of one app. Discovery runs once per provider and process: it only caches
 * the provider's public metadata (and keys), nothing a second instance would need.
 */
export function createOidcClients(config: Config, clock: Clock) {
  const cache = new Map<SocialProvider, Promise<oidc.Configuration>>();

  function configuration(provider: SocialProvider) {
    let found = cache.get(provider);
    if (!found) {
      const settings = provider === 'google' ? config.google! : config.apple!;
      const issuer = new URL(settings.issuer);
      found = oidc.discovery(
        issuer,
        settings.clientId,
        undefined,
        clientAuth(config, provider, clock),
        {
          execute: isLoopbackHttp(issuer) ? [oidc.allowInsecureRequests] : [],
          timeout: 10,
        },
      );
      // A failed discovery is retried by the next sign-in rather than cached.
      found.catch(() => cache.delete(provider));
      cache.set(provider, found);
    }
    return found;
  }

  return {
    /** Configured means the buttons show: a client id, and for Apple a way to make its secret. */
    isConfigured(provider: SocialProvider) {
      if (provider === 'google') return Boolean(config.google);
      const apple = config.apple;
      return Boolean(
        apple && (apple.clientSecret || (apple.teamId && apple.keyId && apple.privateKey)),
      );
    },

    async authorizationUrl(provider: SocialProvider, checks: OidcChecks) {
      return oidc.buildAuthorizationUrl(await configuration(provider), {
        redirect_uri: redirectUriFor(config.appUrl, provider),
        scope: scopes[provider],
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        ...(provider === 'apple' ? { response_mode: 'form_post' } : {}),
      });
    },

    /** Redeems the code; openid-client checks the ID token's signature, issuer, audience and nonce. */
    async exchangeCode(provider: SocialProvider, code: string, checks: OidcChecks) {
      const client = await configuration(provider);
      const callback = new URL(redirectUriFor(config.appUrl, provider));
      callback.searchParams.set('code', code);
      callback.searchParams.set('state', checks.state);
      // The web app forwards only code and state. The stored state already ties this sign-in
      // to this provider (the mix-up defence `iss` exists for), so its issuer is supplied here.
      const metadata = client.serverMetadata();
      if (metadata.authorization_response_iss_parameter_supported)
        callback.searchParams.set('iss', metadata.issuer);
      const tokens = await oidc.authorizationCodeGrant(client, callback, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token in the token response');
      return claims;
    },
  };
}

export type OidcClients = ReturnType<typeof createOidcClients>;
export const randomOidcChecks = (): OidcChecks => ({
  state: oidc.randomState(),
  nonce: oidc.randomNonce(),
  codeVerifier: oidc.randomPKCECodeVerifier(),
});
