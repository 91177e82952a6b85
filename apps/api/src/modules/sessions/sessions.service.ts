import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { days, minutes } from '../../lib/clock.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import * as repo from './sessions.repository.ts';

export const sessionCookie = 'sp_session';
const sessionLifetime = days(30);
/** Last-seen is written at most this often, so reads stay reads. */
const touchInterval = minutes(5);

type Deps = { db: Db; clock: Clock; secureCookies: boolean };

/** Starts a new session for `userId`, replacing the request's current one (rotation at sign-in). */
export async function startSession(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  opts: { twofactorPending?: boolean; impersonatorId?: string | null } = {},
) {
  if (request.actor) await repo.deleteSession(deps.db, request.actor.session.id);
  const token = randomToken();
  const now = deps.clock.now();
  const session = await repo.insertSession(deps.db, {
    tokenHash: hashToken(token),
    userId,
    impersonatorId: opts.impersonatorId ?? null,
    twofactorPending: opts.twofactorPending ?? false,
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + sessionLifetime),
  });
  reply.setCookie(sessionCookie, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.secureCookies,
    expires: session.expiresAt,
  });
  return session;
}

/** The session and user behind the request's cookie, or undefined. */
export async function resolveSession(deps: Deps & { database: Database }, request: FastifyRequest) {
  const raw = request.cookies[sessionCookie];
  if (!raw) return undefined;
  // The token is 256 random bits looked up by its hash: a signature would add nothing.
  if (!/^[\w-]{43}$/.test(raw)) return undefined;
  const now = deps.clock.now();
  const found = await repo.findSessionByTokenHash(deps.database, hashToken(raw), now);
  if (found && now.getTime() - found.session.lastSeenAt.getTime() > touchInterval) {
    await repo.updateSession(deps.db, found.session.id, { lastSeenAt: now, ip: request.ip });
  }
  return found;
}

/** Ends the request's session and clears the cookie. */
export async function endSession(deps: Deps, request: FastifyRequest, reply: FastifyReply) {
  if (request.actor) await repo.deleteSession(deps.db, request.actor.session.id);
  reply.clearCookie(sessionCookie, { path: '/' });
}

export const { deleteUserSessions, listUserSessions, deleteSession, updateSession } = repo;
