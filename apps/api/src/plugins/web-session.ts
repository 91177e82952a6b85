import type { FastifyRequest } from 'fastify';
import { userSchema, type User } from '@soundpost/contracts/users';
import type { AppContext } from '../lib/context.ts';
import { resolveSession } from '../modules/sessions/index.ts';
import { toUserDto } from '../modules/users/index.ts';
import { isBlocked, sessionActor, sessionDeps } from './auth.ts';

/**
 * The user the web app's shell may name for the request's session cookie (web.ts), exactly as
 * GET /v1/api/user would answer it; undefined when that would not be a 200: no session, a
 * session waiting for its second factor, a blocked account (the app then asks the API, which
 * answers 401 or 403 as before). Only a cookie counts: a bearer token never opens the web app.
 */
export function shellSessionUser(ctx: AppContext) {
  const deps = sessionDeps(ctx);
  return async (request: FastifyRequest): Promise<User | undefined> => {
    const actor = sessionActor(await resolveSession(deps, request));
    if (!actor || isBlocked(actor.user)) return undefined;
    return userSchema.parse(toUserDto(actor.user, actor.session));
  };
}
