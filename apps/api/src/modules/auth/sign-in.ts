import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import type { Actor } from '../../plugins/types.ts';
import { endSession, startSession } from '../sessions/index.ts';

/** The HTTP exchange a sign-in or sign-out acts on (cookie in, cookie out). */
export type Web = { request: FastifyRequest; reply: FastifyReply };

/** What the sessions service needs from the app context. */
export const sessionDeps = (ctx: AppContext) => ({
  db: ctx.db,
  clock: ctx.clock,
  secureCookies: ctx.config.appUrl.startsWith('https:'),
});

/** Starts a session for `userId` on this browser, replacing the request's current one. */
export const beginSession = (
  ctx: AppContext,
  web: Web,
  userId: string,
  opts?: Parameters<typeof startSession>[4],
) => startSession(sessionDeps(ctx), web.request, web.reply, userId, opts);

/** Ends the request's session and clears the cookie. */
export const finishSession = (ctx: AppContext, web: Web) =>
  endSession(sessionDeps(ctx), web.request, web.reply);

/**
 * Credentials and second factors belong to the account's owner: an administrator acting as
 * the user may look around and fix data, but not change how the owner signs in.
 */
export function assertNotImpersonating(actor: Actor) {
  if (actor.session.impersonatorId) throw new AppError('not_allowed_while_impersonating');
}
