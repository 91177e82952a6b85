import type { Db } from '../../db/client.ts';
import { minutes } from '../../lib/clock.ts';
import type { AppContext } from '../../lib/context.ts';

/**
 * A release this long in a state whose next job is queued right after the move (pre-review on
 * submission, delivery on approval) lost that job: the process died between the commit and the
 * send. Younger ones are on their normal path and a sweep leaves them alone.
 */
export const stuckAfterMinutes = 10;

/** The most releases one sweep re-queues; the next run takes the rest. */
export const sweepBatch = 200;

/**
 * One sweep: queues the next job again for each release `find` reports stuck since `before`.
 * The job's singleton key makes it safe with several workers and when the job is only slow:
 * while one is queued or running for a release, sending another is dropped (null). Returns
 * how many jobs were queued.
 */
export async function requeueStuck(
  ctx: AppContext,
  job: string,
  find: (db: Db, before: Date) => Promise<{ id: string }[]>,
  queue: (ctx: AppContext, releaseId: string) => Promise<string | null>,
): Promise<number> {
  const before = new Date(ctx.clock.now().getTime() - minutes(stuckAfterMinutes));
  const queued: string[] = [];
  for (const { id } of await find(ctx.db, before)) {
    if (await queue(ctx, id)) queued.push(id);
  }
  if (queued.length > 0) ctx.log.warn({ releaseIds: queued }, `${job} queued again: it was lost`);
  return queued.length;
}
