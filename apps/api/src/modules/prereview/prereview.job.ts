import type { AppContext } from '../../lib/context.ts';
import {
  findReleaseById,
  requeueStuck,
  type PrereviewData,
  prereviewJob,
  queuePrereview,
} from '../releases/index.ts';
import { computeChecks } from './compute-checks.ts';
import * as repo from './prereview.repository.ts';

export const prereviewSweepJob = 'prereview.sweep';

/** Queues the pre-review again for submitted releases that lost it (see requeueStuck). */
export const sweepPrereviews = (ctx: AppContext) =>
  requeueStuck(ctx, prereviewJob, repo.findSubmittedWithoutChecks, queuePrereview);

/**
 * The `prereview.run` job: every check, the comparisons with other accounts included, stored
 * with the release for the reviewer and for auto-approval. A draft (the release was reopened
 * and is being edited again) has nothing to review: its next submission queues a new run.
 */
export async function runPrereview(ctx: AppContext, { releaseId }: PrereviewData) {
  const release = await findReleaseById(ctx.db, releaseId);
  if (!release || release.status === 'draft' || release.status === 'reopened') return;
  const result = await computeChecks(ctx, release, 'full');
  await repo.saveChecks(ctx.db, release.id, result, ctx.clock.now());
}

export function registerPrereview(ctx: AppContext) {
  ctx.queue.register<PrereviewData>(prereviewJob, (data) => runPrereview(ctx, data), {
    policy: 'exclusive',
    retryLimit: 3,
    // fpcalc takes up to a minute per track; an album of 30 tracks stays well within this.
    expireInSeconds: 3600,
  });
}
