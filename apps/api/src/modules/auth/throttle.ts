import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { clearRateLimit, hitRateLimit, peekRateLimit } from '../../lib/rate-limit.ts';

/**
 * A cap on failed attempts in a fixed window (DB-backed, shared by every API process).
 * The window ends by itself, so a throttled owner is never locked out for good.
 */
export type Limit = { key: string; max: number; windowMs: number };

/** Answers 429 `rate_limited` with Retry-After while any of the limits is reached. */
export async function assertUnderLimits(ctx: AppContext, reply: FastifyReply, limits: Limit[]) {
  const now = ctx.clock.now();
  let retryAfterMs = 0;
  for (const limit of limits) {
    const { count, retryAfterMs: wait } = await peekRateLimit(ctx.db, limit.key, now);
    if (count >= limit.max) retryAfterMs = Math.max(retryAfterMs, wait);
  }
  if (retryAfterMs > 0) {
    reply.header('retry-after', String(Math.ceil(retryAfterMs / 1000)));
    throw new AppError('rate_limited', 429);
  }
}

/** Counts one failed attempt against each limit. */
export async function countFailure(ctx: AppContext, limits: Limit[]) {
  const now = ctx.clock.now();
  for (const limit of limits) await hitRateLimit(ctx.db, limit.key, limit.windowMs, now);
}

/** Forgets the failures on `limit` (a successful attempt). */
export const clearFailures = (ctx: AppContext, limit: Limit) => clearRateLimit(ctx.db, limit.key);

/**
 * A per-IP @fastify/rate-limit route config. The group keeps each route's counter apart:
 * the database store's `child()` does not get a route name it can read.
 */
export const perIp = (group: string, max: number, timeWindow: string) => ({
  max,
  timeWindow,
  groupId: group,
});
