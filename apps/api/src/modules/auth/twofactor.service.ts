import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { AppContext } from '../../lib/context.ts';
import { minutes } from '../../lib/clock.ts';
import { AppError, unauthenticated } from '../../lib/errors.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { Actor } from '../../plugins/types.ts';
import { productName } from '../mail/templates.ts';
import {
  loadActorUser,
  recordUserActivity,
  updateUser,
  type UserWithPlan,
} from '../users/users.service.ts';
import { toUserDto } from '../users/user-dto.ts';
import * as repo from './auth.repository.ts';
import { verifyPassword } from './passwords.ts';
import { assertNotImpersonating, beginSession, type Web } from './sign-in.ts';
import { assertUnderLimits, clearFailures, countFailure, type Limit } from './throttle.ts';

const recoveryCodeCount = 10;
// No 0/o, 1/l/i: codes are typed from paper.
const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

const codeLimit = (userId: string): Limit => ({
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

function newRecoveryCode() {
  const part = () =>
    Array.from({ length: 5 }, () => recoveryAlphabet[randomInt(recoveryAlphabet.length)]).join('');
  return `${part()}-${part()}`;
}

/** A TOTP code of the current 30-second step, or of the one before or after (clock drift). */
async function matchesTotp(ctx: AppContext, user: UserWithPlan, code: string) {
  if (!user.twofactorSecret || !/^\d{6}$/.test(code)) return false;
  const now = ctx.clock.now();
  const result = await verify({
    secret: user.twofactorSecret,
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
async function checkCode(
  ctx: AppContext,
  web: Web,
  user: UserWithPlan,
  code: string,
  opts: { allowRecovery: boolean; status: number },
) {
  const limit = codeLimit(user.id);
  await assertUnderLimits(ctx, web.reply, [limit]);
  let recovery = false;
  let ok = await matchesTotp(ctx, user, code);
  if (!ok && opts.allowRecovery && !/^\d{6}$/.test(code)) {
    ok = Boolean(
      await repo.consumeRecoveryCode(ctx.db, user.id, hashRecoveryCode(code), ctx.clock.now()),
    );
    recovery = ok;
  }
  if (!ok) {
    await countFailure(ctx, [limit]);
    throw new AppError('invalid_twofactor_code', opts.status);
  }
  await clearFailures(ctx, limit);
  return { recovery };
}

/** Completes a sign-in that waits for its second factor and starts the real session. */
export async function confirmTwofactor(ctx: AppContext, web: Web, code: string) {
  const actor = web.request.actor;
  if (!actor) throw unauthenticated();
  if (!actor.session.twofactorPending) throw new AppError('conflict', 409);
  const user = await loadActorUser(ctx, actor);
  const { recovery } = await checkCode(ctx, web, user, code, {
    allowRecovery: true,
    status: 401,
  });
  const session = await beginSession(ctx, web, actor.user.id);
  if (recovery) await recordUserActivity(ctx, actor.user.id, 'recovery_code_used', web.request);
  await recordUserActivity(ctx, actor.user.id, 'signed_in', web.request, { twofactor: true });
  return { user: toUserDto(user, session) };
}

/** Creates a new secret (not active until `enableTwofactor` checks a code made from it). */
export async function setupTwofactor(ctx: AppContext, actor: Actor) {
  assertNotImpersonating(actor);
  if (actor.user.twofactorEnabledAt) throw new AppError('twofactor_already_enabled', 409);
  const secret = generateSecret();
  await updateUser(ctx.db, actor.user.id, { twofactorSecret: secret, updatedAt: ctx.clock.now() });
  const otpauthUrl = generateURI({ issuer: productName, label: actor.user.email, secret });
  return { secret, otpauthUrl, qrCode: await QRCode.toDataURL(otpauthUrl, { margin: 2 }) };
}

/** Turns two-factor on after a correct code; returns the recovery codes, shown only once. */
export async function enableTwofactor(ctx: AppContext, web: Web, actor: Actor, code: string) {
  assertNotImpersonating(actor);
  const user = await loadActorUser(ctx, actor);
  if (user.twofactorEnabledAt) throw new AppError('twofactor_already_enabled', 409);
  if (!user.twofactorSecret) throw new AppError('twofactor_setup_required', 409);
  await checkCode(ctx, web, user, code, { allowRecovery: false, status: 400 });
  const recoveryCodes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  await repo.replaceRecoveryCodes(ctx.db, user.id, recoveryCodes.map(hashRecoveryCode));
  const now = ctx.clock.now();
  await updateUser(ctx.db, user.id, { twofactorEnabledAt: now, updatedAt: now });
  await recordUserActivity(ctx, user.id, 'twofactor_enabled', web.request);
  return { recoveryCodes };
}

/** Turns two-factor off; needs a current code and, when the account has one, the password. */
export async function disableTwofactor(
  ctx: AppContext,
  web: Web,
  actor: Actor,
  input: { password?: string; code: string },
) {
  assertNotImpersonating(actor);
  const user = await loadActorUser(ctx, actor);
  if (!user.twofactorEnabledAt) throw new AppError('twofactor_not_enabled', 409);
  // Wrong passwords count against the same limit, so this form cannot be used to guess one.
  await assertUnderLimits(ctx, web.reply, [codeLimit(user.id)]);
  if (user.passwordHash && !(await verifyPassword(user.passwordHash, input.password ?? ''))) {
    await countFailure(ctx, [codeLimit(user.id)]);
    throw new AppError('wrong_current_password', 400, {
      fields: { password: 'wrong_current_password' },
    });
  }
  await checkCode(ctx, web, user, input.code, { allowRecovery: false, status: 400 });
  const now = ctx.clock.now();
  await updateUser(ctx.db, user.id, {
    twofactorSecret: null,
    twofactorEnabledAt: null,
    updatedAt: now,
  });
  await repo.deleteRecoveryCodes(ctx.db, user.id);
  await recordUserActivity(ctx, user.id, 'twofactor_disabled', web.request);
  return { ok: true as const };
}
