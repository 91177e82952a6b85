import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../lib/context.ts';
import {
  clearRateLimit,
  peekRateLimit,
  returnRateLimit,
  takeRateLimit,
  type TakenAttempt,
} from '../../lib/rate-limit.ts';

/**
 * A cap on attempts in a fixed window (DB-backed, shared by every API process).
 * The window ends by itself, so a throttled owner is never locked out for good.
 */
export type Limit = { key: string; max: number; windowMs: number };

/**
 * Takes one attempt on every limit, or on none: when one is reached, the attempts already
 * taken are given back and the answer says how long that limit still holds. Each take is
 * one atomic statement, so concurrent requests can never check more than `max` secrets.
 */
export async function takeAttempts(
  ctx: AppContext,
  limits: Limit[],
): Promise<{ taken: TakenAttempt[] } | { retryAfterMs: number }> {
  const now = ctx.clock.now();
  const taken: TakenAttempt[] = [];
  for (const limit of limits) {
    const attempt = await takeRateLimit(ctx.db, limit.key, limit.max, limit.windowMs, now);
    if (!attempt) {
      await giveBackAttempts(ctx, taken);
      const { retryAfterMs } = await peekRateLimit(ctx.db, limit.key, now);
      // 0: a success cleared the counter meanwhile, so trying again at once is fine.
      return { retryAfterMs: retryAfterMs || 1000 };
    }
    taken.push(attempt);
  }
  return { taken };
}

/** Gives back attempts that turned out not to be failures (the secret was right). */
export async function giveBackAttempts(ctx: AppContext, taken: TakenAttempt[]) {
  for (const attempt of taken) await returnRateLimit(ctx.db, attempt);
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

/**
 * A per-user @fastify/rate-limit route config (by IP before sign-in). The route's limit runs
 * after the session is read, so the key is the user, wherever they connect from.
 */
export const perUser = (group: string, max: number, timeWindow: string) => ({
  ...perIp(group, max, timeWindow),
  keyGenerator: (request: FastifyRequest) => request.actor?.user.id ?? request.ip,
});
