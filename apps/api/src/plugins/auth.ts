import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { matchLanguage, type Language } from '@soundpost/contracts/locales';
import { canCurate, isStaffRole } from '@soundpost/contracts/roles';
import type { AppContext } from '../lib/context.ts';
import { AppError, forbidden, unauthenticated } from '../lib/errors.ts';
import { authenticateBearer, bearerCredential } from '../modules/api-tokens/index.ts';
import { resolveSession } from '../modules/sessions/index.ts';
import type { Actor } from './types.ts';

/** The user a route acts for; throws 401 when nobody is signed in. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthenticated();
  return request.actor;
}

/** Whether an account is frozen or banned (its session reads only what `allowBlocked` lets). */
export const isBlocked = (user: Actor['user']) => Boolean(user.freeze || user.banned);

/** What resolving a session or a token needs, from the app's context. */
export const sessionDeps = (ctx: AppContext) => ({
  database: ctx.database,
  db: ctx.db,
  clock: ctx.clock,
  secureCookies: ctx.config.appUrl.startsWith('https:'),
});

/**
 * The actor a resolved session stands for: none while it waits for its second factor, unless
 * the route allows that (`allowTwofactorPending`).
 */
export const sessionActor = (found: Actor | null | undefined, allowTwofactorPending = false) =>
  found && (!found.session.twofactorPending || allowTwofactorPending) ? found : null;

export function blockedError(user: Actor['user']) {
  return new AppError('account_blocked', {
    extra: { blocked: { kind: user.banned ? 'banned' : 'freeze', reason: user.blockReason } },
  });
}

/**
 * Resolves the session cookie, or a personal access token (`Authorization: Bearer`), into
 * `request.actor` and the request language, then enforces each route's `access`: every route
 * is for signed-in users unless it says `public`.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  const deps = sessionDeps(app.ctx);
  app.decorateRequest('actor', null);
  app.decorateRequest('lang', 'en');

  const language = (request: FastifyRequest, userLang?: Language) => {
    const query = request.query as Record<string, unknown> | undefined;
    return (
      matchLanguage(typeof query?.lang === 'string' ? query.lang : undefined) ??
      userLang ??
      matchLanguage(request.headers['accept-language']) ??
      'en'
    );
  };

  app.addHook('onRequest', async (request) => {
    const isApi = request.url.startsWith('/v1/');
    // A bearer token stands for its owner instead of any cookie (decision 042).
    const credential = isApi ? bearerCredential(request) : undefined;
    if (credential !== undefined) {
      request.lang = language(request);
      request.actor = await authenticateBearer(deps, request, credential);
      request.lang = language(request, request.actor.user.lang);
      return;
    }
    const found = isApi ? await resolveSession(deps, request) : undefined;
    request.actor = sessionActor(found, request.routeOptions.config.allowTwofactorPending);
    request.lang = language(request, found?.user.lang);
  });

  app.addHook('preHandler', async (request) => {
    const config = request.routeOptions.config;
    // Only the API is guarded here; the web app's files and pages are public, and its own
    // router guard sends visitors to sign in.
    const isApi = request.url.startsWith('/v1/');
    const access = request.is404 || !isApi ? 'public' : (config.access ?? 'user');
    const actor = request.actor;
    if (actor && isBlocked(actor.user) && !config.allowBlocked && access !== 'public') {
      throw blockedError(actor.user);
    }
    if (access === 'public') return;
    if (!actor) throw unauthenticated();
    if (access === 'admin' && actor.user.role !== 'admin') throw forbidden();
    if (access === 'staff' && !isStaffRole(actor.user.role)) throw forbidden();
    if (access === 'curator' && !canCurate(actor.user.role)) throw forbidden();
  });
});
