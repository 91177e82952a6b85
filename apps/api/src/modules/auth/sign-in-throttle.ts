import type { AppContext } from '../../lib/context.ts';
import { minutes } from '../../lib/clock.ts';
import {
  clearRateLimit,
  clearRateLimitsStartingWith,
  rateLimitedError,
  type TakenAttempt,
} from '../../lib/rate-limit.ts';
import { findDevice } from './device-cookie.ts';
import type { Web } from './sign-in.ts';
import { giveBackAttempts, takeAttempts, type Limit } from './throttle.ts';

const signInWindow = minutes(15);

/** Failed sign-ins allowed in 15 minutes (decision 015). */
export const signInLimits = {
  /** per account and client address */
  source: 5,
  /** per remembered device (a stolen device cookie is no licence to guess) */
  device: 5,
  /** per client address, whatever the accounts */
  ip: 20,
  /** per account from all addresses without a remembered device together */
  untrusted: 50,
} as const;

const key = {
  account: (account: string) => `login:account:${account}`,
  source: (account: string, ip: string) => `login:source:${account}:${ip}`,
  device: (device: string) => `login:device:${device}`,
  ip: (ip: string) => `login:ip:${ip}`,
};
const limit = (k: string, max: number): Limit => ({ key: k, max, windowMs: signInWindow });

/** One password check the throttle allowed, counted as a failure until it succeeds. */
export type SignInAttempt = { taken: TakenAttempt[]; sourceKey: string };

/**
 * Allows one password check for `account` (the user's id, or the login name typed when no
 * account has it) or answers 429 with Retry-After. From a device the account's owner signed
 * in on before, it counts against that device alone, so strangers' failures never lock the
 * owner out; from anywhere else it counts per account and address, per address, and per
 * account for all unknown devices together.
 */
export async function beginSignInAttempt(
  ctx: AppContext,
  web: Web,
  account: { key: string; userId?: string },
): Promise<SignInAttempt> {
  const device = account.userId ? findDevice(ctx, web.request, account.userId) : undefined;
  if (device) {
    const sourceKey = key.device(device.id);
    const result = await takeAttempts(ctx, [limit(sourceKey, signInLimits.device)]);
    if ('taken' in result) return { taken: result.taken, sourceKey };
    // A device that failed too often is treated as any unknown one.
  }
  const ip = web.request.ip;
  const sourceKey = key.source(account.key, ip);
  const result = await takeAttempts(ctx, [
    limit(sourceKey, signInLimits.source),
    limit(key.ip(ip), signInLimits.ip),
    limit(key.account(account.key), signInLimits.untrusted),
  ]);
  if ('retryAfterMs' in result) throw rateLimitedError(result.retryAfterMs);
  return { taken: result.taken, sourceKey };
}

/** The password was right: the attempt was no failure, and this source starts afresh. */
export async function endSignInAttempt(ctx: AppContext, attempt: SignInAttempt) {
  await giveBackAttempts(ctx, attempt.taken);
  await clearRateLimit(ctx.db, attempt.sourceKey);
}

/** Forgets every failed sign-in on an account (its owner proved themselves by a reset link). */
export async function clearSignInFailures(ctx: AppContext, userId: string) {
  await clearRateLimit(ctx.db, key.account(userId));
  await clearRateLimitsStartingWith(ctx.db, key.source(userId, ''));
}
