import type { FastifyRequest } from 'fastify';
import {
  apiTokenMaxLive,
  apiTokenPrefix,
  planHasApiAccess,
  type ApiToken,
  type ApiTokenCreated,
  type apiTokenInputSchema,
} from '@soundpost/contracts/api-tokens';
import type { z } from 'zod';
import type { AppContext } from '../../lib/context.ts';
import { days } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { Actor } from '../../plugins/types.ts';
import { recordUserActivity, type SessionUser } from '../users/index.ts';
import * as repo from './api-tokens.repository.ts';

/** 403 unless the user's plan includes API access (creating a token, and every use of one). */
export function assertApiAccess(user: SessionUser) {
  if (!planHasApiAccess(user.planName)) throw new AppError('api_access_requires_paid_plan');
}

const toDto = (row: repo.ApiTokenRow): ApiToken => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** The account's tokens, newest first, without their secrets (which only their hashes keep). */
export async function listTokens(ctx: AppContext, actor: Actor): Promise<ApiToken[]> {
  return (await repo.listApiTokens(ctx.db, actor.user.id)).map(toDto);
}

/**
 * Makes a token for the account: a paid plan's, not while an administrator impersonates it
 * (staff never hold a lasting key to someone's data), within the live-token limit. The secret
 * is answered this once and kept only as its hash.
 */
export async function createToken(
  ctx: AppContext,
  request: FastifyRequest,
  actor: Actor,
  input: z.output<typeof apiTokenInputSchema>,
): Promise<ApiTokenCreated> {
  if (actor.session.impersonatorId) throw new AppError('not_allowed_while_impersonating');
  assertApiAccess(actor.user);
  const now = ctx.clock.now();
  if ((await repo.countLiveApiTokens(ctx.db, actor.user.id, now)) >= apiTokenMaxLive) {
    throw new AppError('api_token_limit_reached', { params: { max: apiTokenMaxLive } });
  }
  const token = `${apiTokenPrefix}${randomToken()}`;
  const row = await repo.insertApiToken(ctx.db, {
    userId: actor.user.id,
    name: input.name,
    scopes: input.scopes,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + days(input.expiresInDays)),
  });
  const data = { tokenId: row.id, name: row.name, scopes: row.scopes };
  await recordUserActivity(ctx, actor.user.id, 'api_token_created', request, data);
  return { ...toDto(row), token };
}

/** Revokes one of the account's tokens at once (404 for anyone else's or one already revoked). */
export async function revokeToken(
  ctx: AppContext,
  request: FastifyRequest,
  actor: Actor,
  id: string,
) {
  const revoked =
    isUuid(id) && (await repo.revokeApiToken(ctx.db, actor.user.id, id, ctx.clock.now()));
  if (!revoked) throw notFound();
  await recordUserActivity(ctx, actor.user.id, 'api_token_revoked', request, { tokenId: id });
  return { ok: true as const };
}
