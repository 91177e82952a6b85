import { createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '../../lib/context.ts';
import * as repo from './smart-links.repository.ts';

/** Each process keeps today's salt once read; a new day reads (or makes) the next one. */
let cached: { day: string; salt: string } | undefined;

async function saltOf(ctx: AppContext, day: string) {
  if (cached?.day !== day) {
    cached = { day, salt: await repo.daySalt(ctx.db, day, randomBytes(32).toString('base64')) };
  }
  return cached.salt;
}

/**
 * A visitor as Plausible counts one, without cookies: a hash of the day's salt, the link, the
 * address and the agent. The same person is one visitor all day on one link, and nobody (us
 * included) can follow them to another link or to the next day: the salt is random, shared by
 * the processes through the database, and deleted when its day ends.
 */
export async function visitorHash(
  ctx: AppContext,
  day: string,
  linkId: string,
  ip: string,
  userAgent: string,
) {
  const salt = await saltOf(ctx, day);
  return createHash('sha256')
    .update(`${salt}\n${linkId}\n${ip}\n${userAgent}`)
    .digest('base64url')
    .slice(0, 22);
}

/** Housekeeping: deletes the salts of past days, so their visitors can never be matched again. */
export const deleteOldVisitorSalts = (ctx: AppContext, now: Date) =>
  repo.deleteSaltsBefore(ctx.db, now.toISOString().slice(0, 10));
