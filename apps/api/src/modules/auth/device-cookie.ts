import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../lib/context.ts';
import { days } from '../../lib/clock.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import type { Web } from './sign-in.ts';

/**
 * OWASP's device cookie: a browser where the owner signed in before keeps signing in while
 * strangers' attempts on the account are throttled. It proves nothing by itself (the password
 * is still checked); it only decides which failure counter an attempt counts against.
 */
export const deviceCookie = 'sp_device';
export const deviceLifetime = days(365);
// Only the sign-in calls need it; no other route ever sees it.
const cookiePath = '/v1/auth';

/** A remembered device: `id` names its own failure counter. */
export type Device = { id: string };

/** Remembers this browser for `userId` (after a complete sign-in), replacing any older cookie. */
export function rememberDevice(ctx: AppContext, web: Web, userId: string) {
  const now = ctx.clock.now();
  const value = `${userId}.${now.getTime().toString(36)}.${randomToken(16)}`;
  web.reply.setCookie(deviceCookie, value, {
    path: cookiePath,
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.config.appUrl.startsWith('https:'),
    signed: true,
    expires: new Date(now.getTime() + deviceLifetime),
  });
}

/**
 * The request's device cookie when it is genuine (signed with the session secret), was
 * issued to `userId` and is younger than its lifetime; otherwise undefined.
 */
export function findDevice(
  ctx: AppContext,
  request: FastifyRequest,
  userId: string,
): Device | undefined {
  const raw = request.cookies[deviceCookie];
  if (!raw) return undefined;
  const { valid, value } = request.unsignCookie(raw);
  if (!valid || !value) return undefined;
  const [owner, issued, nonce, ...rest] = value.split('.');
  if (rest.length || owner !== userId || !issued || !nonce) return undefined;
  const age = ctx.clock.now().getTime() - parseInt(issued, 36);
  // A little in the future is another instance's clock; NaN is a forged value.
  if (!(age < deviceLifetime)) return undefined;
  return { id: hashToken(`device:${nonce}`) };
}
