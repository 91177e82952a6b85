import { days } from '../../lib/clock.ts';
import type { AppContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { expire, runTransition } from './release-status.ts';
import { findExpirableReleases } from './releases.repository.ts';

/** A draft or reopened release expires this many days after its release date passed. */
export const expireAfterDays = 30;

export const expireReleasesJob = 'releases.expire';

/** Each run moves at most this many; the next day's run takes the rest. */
const batchSize = 500;

/**
 * Expires the drafts and reopened releases whose release date is more than `expireAfterDays`
 * past and that never reached the stores (decision 019). Each one moves in its own transaction
 * and the artist is told; one the artist submitted meanwhile is left alone.
 */
export async function expireReleases(ctx: AppContext): Promise<number> {
  const before = new Date(ctx.clock.now().getTime() - days(expireAfterDays))
    .toISOString()
    .slice(0, 10);
  let expired = 0;
  for (const { id } of await findExpirableReleases(ctx.db, before, batchSize)) {
    try {
      await runTransition(ctx, id, (db, release) => expire(ctx, db, release, null));
      expired++;
    } catch (error) {
      // Submitted (or deleted) between the query and the lock: nothing to expire.
      if (!(error instanceof AppError)) throw error;
    }
  }
  return expired;
}
