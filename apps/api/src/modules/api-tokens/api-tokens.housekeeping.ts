import { lt, or } from 'drizzle-orm';
import { days } from '../../lib/clock.ts';
import type { AppContext } from '../../lib/context.ts';
import { apiTokens } from './api-tokens.table.ts';

/**
 * How long a revoked or expired token's row stays: the owner's list shows an expired token (as
 * expired) for that long, and request logs of the period still name it (decision 042).
 */
export const endedTokenDays = 90;

/** Deletes the tokens revoked or expired more than `endedTokenDays` ago. */
export async function deleteEndedApiTokens(ctx: AppContext, now: Date): Promise<number> {
  const before = new Date(now.getTime() - days(endedTokenDays));
  const rows = await ctx.db
    .delete(apiTokens)
    .where(or(lt(apiTokens.revokedAt, before), lt(apiTokens.expiresAt, before)))
    .returning({ id: apiTokens.id });
  return rows.length;
}
