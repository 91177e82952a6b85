import type { AppContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import * as repo from './auth.repository.ts';

/** Creates a single-use e-mail link token; only its hash is stored. */
export async function issueToken(
  ctx: AppContext,
  userId: string,
  purpose: repo.TokenPurpose,
  lifetimeMs: number,
  email: string,
) {
  const token = randomToken();
  const now = ctx.clock.now();
  await repo.insertToken(ctx.db, {
    tokenHash: hashToken(token),
    userId,
    purpose,
    email,
    createdAt: now,
    expiresAt: new Date(now.getTime() + lifetimeMs),
  });
  return token;
}

/** The live token row: `invalid_token` when unknown or used, `token_expired` when too old. */
export async function findLiveToken(ctx: AppContext, token: string, purpose: repo.TokenPurpose) {
  const found = await repo.findToken(ctx.db, hashToken(token), purpose);
  if (!found || found.usedAt) throw new AppError('invalid_token');
  if (found.expiresAt <= ctx.clock.now()) throw new AppError('token_expired');
  return found;
}

/** Uses a token once: `invalid_token` when unknown or used, `token_expired` when too old. */
export async function redeemToken(ctx: AppContext, token: string, purpose: repo.TokenPurpose) {
  await findLiveToken(ctx, token, purpose);
  const used = await repo.consumeToken(ctx.db, hashToken(token), ctx.clock.now());
  if (!used) throw new AppError('invalid_token');
  return used;
}

/** Marks the user's unused tokens of the given purposes as used (older links die). */
export const retireTokens = (ctx: AppContext, userId: string, purposes: repo.TokenPurpose[]) =>
  repo.retireTokens(ctx.db, userId, purposes, ctx.clock.now());

/**
 * After any credential change (password, e-mail, two-factor on or off, a revert), reset and
 * verification links sent before it stop working (attack 10). Revert links survive: they are
 * the owner's way back if the change was an attacker's.
 */
export const retireCredentialLinks = (ctx: AppContext, userId: string) =>
  retireTokens(ctx, userId, ['password_reset', 'verify_email']);
