import type { FastifyRequest } from 'fastify';
import { apiTokenPattern } from '@soundpost/contracts/api-tokens';
import type { Db } from '../../db/client.ts';
import { minutes, type Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { hitRateLimit, rateLimitedError } from '../../lib/rate-limit.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { Actor } from '../../plugins/types.ts';
import { findLiveApiToken, touchApiToken } from './api-tokens.repository.ts';
import { assertApiAccess } from './api-tokens.service.ts';

/** How many requests one token may make in a minute (decision 042). */
export const tokenRequestsPerMinute = 60;

/** Only reads: a token never changes anything. */
const readMethods = new Set(['GET', 'HEAD']);

/** The credential of an `Authorization: Bearer …` header; undefined for any other header. */
export function bearerCredential(request: FastifyRequest) {
  const header = request.headers.authorization;
  return header && /^bearer\s/i.test(header) ? header.slice(7).trim() : undefined;
}

/**
 * The actor of a request that carries a personal access token, or an error: 401
 * `api_token_invalid` (unknown, revoked, expired), 429 past the token's rate, 403
 * `api_access_requires_paid_plan`, 401 `api_token_not_accepted` (a route without a
 * `tokenScope`, or a method other than GET), 403 `token_scope_missing`. A blocked account is
 * refused later, by the same check as a session's. Each use is logged with the token's id.
 */
export async function authenticateBearer(
  deps: { db: Db; clock: Clock },
  request: FastifyRequest,
  credential: string,
): Promise<Actor> {
  const now = deps.clock.now();
  const found = apiTokenPattern.test(credential)
    ? await findLiveApiToken(deps.db, hashToken(credential), now)
    : undefined;
  if (!found) throw new AppError('api_token_invalid');
  const { token, user } = found;
  const route = `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`;
  request.log.info({ apiTokenId: token.id, route }, 'api token used');

  const rate = await hitRateLimit(deps.db, `api-token:${token.id}`, minutes(1), now);
  if (rate.count > tokenRequestsPerMinute) throw rateLimitedError(rate.retryAfterMs);
  assertApiAccess(user);
  const scope = request.routeOptions.config.tokenScope;
  if (!scope || !readMethods.has(request.method)) throw new AppError('api_token_not_accepted');
  if (!token.scopes.includes(scope)) {
    throw new AppError('token_scope_missing', { params: { scope } });
  }

  const touchBefore = new Date(now.getTime() - minutes(1));
  if (!token.lastUsedAt || token.lastUsedAt < touchBefore) {
    await touchApiToken(deps.db, token.id, now, touchBefore);
  }
  return {
    user,
    // A token has no session; this stand-in names the token and never impersonates.
    session: {
      id: token.id,
      userId: user.id,
      impersonatorId: null,
      twofactorPending: false,
      lastSeenAt: now,
    },
    token: { id: token.id, scopes: token.scopes },
  };
}
