import { verify } from 'otplib';
import type { AppContext } from '../../lib/context.ts';
import { minutes } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { hitRateLimit, rateLimitedError } from '../../lib/rate-limit.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { UserWithPlan } from '../users/index.ts';
import * as repo from './auth.repository.ts';
import type { Web } from './sign-in.ts';
import { clearFailures, takeAttempts, type Limit } from './throttle.ts';
import { openTotpSecret } from './totp-secrets.ts';

/** Wrong second-factor codes (and wrong passwords on the two-factor forms): 5 in 15 minutes. */
export const codeLimit = (userId: string): Limit => ({
  key: `twofactor:${userId}`,
  max: 5,
  windowMs: minutes(15),
});

/**
 * Recovery codes are stored hashed. A plain SHA-256 is enough here: a code is only accepted
 * after the account's password, and wrong codes are throttled.
 */
export const hashRecoveryCode = (code: string) =>
  hashToken(`recovery:${code.trim().toLowerCase()}`);

/** A TOTP code of the current 30-second step, or of the one before or after (clock drift). */
async function matchesTotp(ctx: AppContext, user: UserWithPlan, code: string) {
  if (!user.twofactorSecret || !/^\d{6}$/.test(code)) return false;
  const now = ctx.clock.now();
  const result = await verify({
    secret: openTotpSecret(ctx.config, user.twofactorSecret),
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: 30,
  });
  if (!result.valid || !('timeStep' in result)) return false;
  // RFC 6238 §5.2: a code that was accepted once must not be accepted again.
  const uses = await hitRateLimit(
    ctx.db,
    `totp-used:${user.id}:${result.timeStep}`,
    minutes(3),
    now,
  );
  return uses.count === 1;
}

/**
 * Checks a second-factor code (TOTP, or a single-use recovery code where allowed); after
 * 5 wrong codes in 15 minutes the account answers 429 until the window ends.
 */
export async function checkCode(
  ctx: AppContext,
  web: Web,
  user: UserWithPlan,
  code: string,
  opts: { allowRecovery: boolean; field?: string },
) {
  const limit = codeLimit(user.id);
  // Taken before the check, atomically: concurrent guesses cannot check more than 5 codes.
  const attempt = await takeAttempts(ctx, [limit]);
  if ('retryAfterMs' in attempt) throw rateLimitedError(attempt.retryAfterMs);
  let recovery = false;
  let ok = await matchesTotp(ctx, user, code);
  if (!ok && opts.allowRecovery && !/^\d{6}$/.test(code)) {
    ok = Boolean(
      await repo.consumeRecoveryCode(ctx.db, user.id, hashRecoveryCode(code), ctx.clock.now()),
    );
    recovery = ok;
  }
  if (!ok) {
    throw new AppError('invalid_twofactor_code', {
      ...(opts.field ? { fields: { [opts.field]: 'invalid_twofactor_code' } } : {}),
    });
  }
  await clearFailures(ctx, limit);
  return { recovery };
}
