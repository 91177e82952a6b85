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

/** Uses a token once: `invalid_token` when unknown or used, `token_expired` when too old. */
export async function redeemToken(ctx: AppContext, token: string, purpose: repo.TokenPurpose) {
  const now = ctx.clock.now();
  const tokenHash = hashToken(token);
  const found = await repo.findToken(ctx.db, tokenHash, purpose);
  if (!found || found.usedAt) throw new AppError('invalid_token', 400);
  if (found.expiresAt <= now) throw new AppError('token_expired', 400);
  const used = await repo.consumeToken(ctx.db, tokenHash, now);
  if (!used) throw new AppError('invalid_token', 400);
  return used;
}

/** Marks the user's unused tokens of one purpose as used (older links die). */
export const retireTokens = (ctx: AppContext, userId: string, purpose: repo.TokenPurpose) =>
  repo.retireTokens(ctx.db, userId, purpose, ctx.clock.now());
