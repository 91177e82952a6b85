import { sql } from 'drizzle-orm';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/client.ts';
import type { Clock } from './clock.ts';
import { AppError } from './errors.ts';
import { escapeLike } from './like-pattern.ts';
import { rateLimits } from './rate-limits.table.ts';

/**
 * The 429 every throttle answers: the seconds to wait in Retry-After, and the minutes in the
 * message (i18next's `wait` context picks the `rate_limited_wait` wording, here and in the app).
 */
export function rateLimitedError(retryAfterMs: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new AppError('rate_limited', {
    params: { context: 'wait', minutes },
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) },
  });
}

/** Counts one hit on `key` in a fixed window and returns the count and when the window ends. */
export async function hitRateLimit(db: Db, key: string, windowMs: number, now: Date) {
  const resetAt = new Date(now.getTime() + windowMs);
  const rows = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then ${resetAt.toISOString()}::timestamptz else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  const row = rows[0]!;
  return { count: row.count, retryAfterMs: Math.max(0, row.resetAt.getTime() - now.getTime()) };
}

/** One attempt taken from a limit's window (to give back when it turns out not to count). */
export type TakenAttempt = { key: string; resetAt: Date };

/**
 * Takes one attempt on `key` when fewer than `max` were taken in the current window, in one
 * conditional upsert: the row lock makes concurrent callers queue, so however many arrive at
 * once, at most `max` get an attempt. Undefined when the limit is reached.
 */
export async function takeRateLimit(
  db: Db,
  key: string,
  max: number,
  windowMs: number,
  now: Date,
): Promise<TakenAttempt | undefined> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const resetAt = new Date(now.getTime() + windowMs);
  const expired = sql`${rateLimits.resetAt} <= ${at}`;
  const rows = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${expired} then ${resetAt.toISOString()}::timestamptz else ${rateLimits.resetAt} end`,
      },
      setWhere: sql`${expired} or ${rateLimits.count} < ${max}`,
    })
    .returning({ resetAt: rateLimits.resetAt });
  return rows[0] && { key, resetAt: rows[0].resetAt };
}

/** Gives back an attempt taken by `takeRateLimit`, unless its window has since ended. */
export async function returnRateLimit(db: Db, taken: TakenAttempt) {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(
      sql`${rateLimits.key} = ${taken.key} and ${rateLimits.resetAt} = ${taken.resetAt.toISOString()}::timestamptz`,
    );
}

/** The current count on `key` without counting a hit. */
export async function peekRateLimit(db: Db, key: string, now: Date) {
  const [row] = await db
    .select()
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key}`);
  if (!row || row.resetAt <= now) return { count: 0, retryAfterMs: 0 };
  return { count: row.count, retryAfterMs: row.resetAt.getTime() - now.getTime() };
}

export async function clearRateLimit(db: Db, key: string) {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

/** Forgets every counter whose key starts with `prefix`. */
export async function clearRateLimitsStartingWith(db: Db, prefix: string) {
  const pattern = `${escapeLike(prefix)}%`;
  await db.delete(rateLimits).where(sql`${rateLimits.key} like ${pattern}`);
}

/** A @fastify/rate-limit store on the database, so every API process shares the counters. */
export function databaseRateLimitStore(db: Db, clock: Clock): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    private readonly prefix: string;
    constructor(_options?: unknown, prefix = 'route:') {
      this.prefix = prefix;
    }
    incr(
      key: string,
      callback: (e: Error | null, r?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      hitRateLimit(db, this.prefix + key, timeWindow, clock.now()).then(
        (r) => callback(null, { current: r.count, ttl: r.retryAfterMs }),
        (e: Error) => callback(e),
      );
    }
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      // At run time the plugin passes its merged route settings, not the typed route options.
      const params = routeOptions as unknown as {
        routeInfo?: { method?: string | string[]; url?: string };
        groupId?: string;
      };
      const route =
        params.groupId ?? `${String(params.routeInfo?.method)}:${params.routeInfo?.url}`;
      return new DatabaseStore(undefined, `route:${route}:`);
    }
  }
  return DatabaseStore;
}

/** Deletes counters whose window has ended (a new hit starts a fresh window anyway). */
export async function deleteExpiredRateLimits(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(rateLimits)
    .where(sql`${rateLimits.resetAt} < ${now.toISOString()}::timestamptz`)
    .returning({ key: rateLimits.key });
  return rows.length;
}
