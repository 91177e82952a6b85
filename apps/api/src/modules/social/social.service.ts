import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { SocialProvider, socialLoginSchema } from '@soundpost/contracts/auth';
import type { Language } from '@soundpost/contracts/locales';
import { safeRedirectPath } from '@soundpost/contracts/redirect';
import type { AppContext } from '../../lib/context.ts';
import { minutes } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import { attributeReferral, signupAttribution } from '../referrals/index.ts';
import { startSession } from '../sessions/index.ts';
import {
  recordActivity,
  toUserDto,
  createUser,
  findTakenUsernames,
  findUserByEmail,
  findUserBySocialSub,
  isUniqueViolation,
} from '../users/index.ts';
import { randomOidcChecks, type OidcClients } from './oidc-client.ts';
import {
  identityFromClaims,
  nameFromAppleUser,
  usernameCandidates,
  type SocialIdentity,
} from './social-identity.ts';
import * as repo from './social.repository.ts';

export type SocialDeps = { ctx: AppContext; clients: OidcClients };
export type SocialLoginInput = z.output<typeof socialLoginSchema>;
export type AppleCallbackInput = { code?: string; state?: string; error?: string; user?: string };

/** Binds a sign-in to the browser that started it; only its SHA-256 is stored with the state. */
export const browserCookie = 'sp_oidc';
/** Apple's one-time name, signed and tied to its state, kept until the sign-in completes. */
export const appleNameCookie = 'sp_oidc_name';
const stateLifetime = minutes(10);
const loginFailedPath = '/auth/login?error=auth_failed';

const authFailed = () => new AppError('auth_failed');

function cookieOptions(ctx: AppContext) {
  return {
    path: '/v1/auth',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: ctx.config.appUrl.startsWith('https:'),
    maxAge: stateLifetime / 1000,
  };
}

function requireConfigured(deps: SocialDeps, provider: SocialProvider) {
  if (!deps.clients.isConfigured(provider)) throw new AppError('provider_not_configured');
}

/** Which social sign-in buttons the web app shows. */
export function availableProviders(deps: SocialDeps) {
  return { google: deps.clients.isConfigured('google'), apple: deps.clients.isConfigured('apple') };
}

/** Starts a sign-in: stores state, nonce and PKCE verifier, and answers where to send the browser. */
export async function startSocialSignIn(
  deps: SocialDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  provider: SocialProvider,
  redirect: string | undefined,
): Promise<string> {
  requireConfigured(deps, provider);
  const { ctx } = deps;
  const checks = randomOidcChecks();
  let location: URL;
  try {
    location = await deps.clients.authorizationUrl(provider, checks);
  } catch (error) {
    request.log.error({ err: error, provider }, 'OpenID discovery failed');
    return loginFailedPath;
  }
  // One id per browser, reused, so sign-ins started in two tabs can both finish.
  const existing = request.cookies[browserCookie];
  const browserId = existing && /^[\w-]{43}$/.test(existing) ? existing : randomToken();
  reply.setCookie(browserCookie, browserId, cookieOptions(ctx));
  const now = ctx.clock.now();
  await repo.insertOidcState(
    ctx.db,
    {
      state: checks.state,
      provider,
      codeVerifier: checks.codeVerifier,
      nonce: checks.nonce,
      redirect: safeRedirectPath(redirect),
      browserHash: hashToken(browserId),
      expiresAt: new Date(now.getTime() + stateLifetime),
    },
    now,
  );
  return location.href;
}

/**
 * Apple posts the authorization response cross-site to the API; the browser goes on to the
 * web app's callback page with code and state, as it does for Google. Apple's name, sent only
 * this once, rides along in a signed cookie bound to the state.
 */
export function appleCallbackLocation(
  deps: SocialDeps,
  reply: FastifyReply,
  input: AppleCallbackInput,
) {
  requireConfigured(deps, 'apple');
  if (input.error || !input.code || !input.state) return loginFailedPath;
  const name = nameFromAppleUser(input.user);
  if (name) {
    const value = JSON.stringify({ state: input.state, name });
    reply.setCookie(appleNameCookie, value, { ...cookieOptions(deps.ctx), signed: true });
  }
  const query = new URLSearchParams({ code: input.code, state: input.state, provider: 'apple' });
  return `/auth/callback?${query}`;
}

function appleNameFor(request: FastifyRequest, state: string): string | undefined {
  const raw = request.cookies[appleNameCookie];
  const unsigned = raw ? request.unsignCookie(raw) : undefined;
  if (!unsigned?.valid || !unsigned.value) return undefined;
  try {
    const saved = JSON.parse(unsigned.value) as { state?: unknown; name?: unknown };
    return saved.state === state && typeof saved.name === 'string' ? saved.name : undefined;
  } catch {
    return undefined;
  }
}

/** Completes a sign-in: checks the state, redeems the code, then signs in or signs up. */
export async function completeSocialSignIn(
  deps: SocialDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  provider: SocialProvider,
  input: SocialLoginInput,
) {
  requireConfigured(deps, provider);
  const { ctx } = deps;
  const browserId = request.cookies[browserCookie];
  if (!browserId) throw authFailed();
  const saved = await repo.takeOidcState(ctx.db, {
    state: input.state,
    provider,
    browserHash: hashToken(browserId),
  });
  const now = ctx.clock.now();
  if (!saved || saved.expiresAt <= now) throw authFailed();

  let identity: SocialIdentity | undefined;
  try {
    const claims = await deps.clients.exchangeCode(provider, input.code, saved);
    identity = identityFromClaims(claims);
  } catch (error) {
    request.log.warn({ err: error, provider }, 'social sign-in: code exchange failed');
  }
  if (!identity) throw authFailed();

  const name =
    provider === 'apple' ? (appleNameFor(request, input.state) ?? identity.name) : identity.name;
  const { user, created } = await findOrCreateUser(
    ctx,
    provider,
    { ...identity, name },
    { lang: input.lang ?? request.lang, ...signupAttribution(input) },
  );
  if (user.banned || user.freeze) throw new AppError('deactivated_account');

  const session = await startSession(
    { db: ctx.db, clock: ctx.clock, secureCookies: ctx.config.appUrl.startsWith('https:') },
    request,
    reply,
    user.id,
  );
  if (created) {
    await recordActivity(ctx.db, user.id, 'signed_up', request, { provider }, now);
    await attributeReferral(ctx, {
      userId: user.id,
      email: user.email,
      code: input.referred_by_user,
      ip: request.ip,
    });
  }
  await recordActivity(ctx.db, user.id, 'signed_in_social', request, { provider }, now);
  if (request.cookies[appleNameCookie]) reply.clearCookie(appleNameCookie, { path: '/v1/auth' });
  return { user: toUserDto(user, session), redirect: saved.redirect };
}

/** Another sign-in took the username, the e-mail or the subject between check and insert. */
const isLostRace = (error: unknown) =>
  isUniqueViolation(error) ||
  (error instanceof AppError && ['username_taken', 'email_taken'].includes(error.code));

/**
 * The account linked to this provider subject, else a new one. An existing account with the
 * same e-mail is never linked automatically: whoever controls a provider account with that
 * address (verified or not) would otherwise take it over; its owner signs in with a password.
 */
async function findOrCreateUser(
  ctx: AppContext,
  provider: SocialProvider,
  identity: SocialIdentity,
  extra: { lang: Language } & ReturnType<typeof signupAttribution>,
) {
  // A lost race (same person twice at once, or a username just taken) is retried from the top.
  for (let attempt = 0; attempt < 3; attempt++) {
    const linked = await findUserBySocialSub(ctx.db, provider, identity.sub);
    if (linked) return { user: linked, created: false };
    if (!identity.email) throw authFailed();
    if (await findUserByEmail(ctx.db, identity.email)) throw new AppError('duplicated_email');

    const candidates = usernameCandidates(identity.email, identity.name);
    const taken = await findTakenUsernames(ctx.db, candidates);
    const username = candidates.find((c) => !taken.has(c));
    if (!username) continue;
    try {
      const user = await createUser(ctx, {
        name: identity.name ?? identity.email.split('@')[0]!,
        username,
        email: identity.email,
        emailVerifiedAt: identity.emailVerified ? ctx.clock.now() : null,
        passwordHash: null,
        lang: extra.lang,
        referredByUser: extra.referredByUser,
        signupUtm: extra.signupUtm,
        ...(provider === 'google' ? { googleSub: identity.sub } : { appleSub: identity.sub }),
      });
      return { user, created: true };
    } catch (error) {
      if (!isLostRace(error)) throw error;
    }
  }
  throw new Error('social sign-in: no account could be created after 3 attempts');
}
