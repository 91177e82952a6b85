import type { AppContext } from '../../lib/context.ts';

/**
 * A submitted release asks for its pre-review through this job. The name and data are the
 * releases module's word, so submitting needs nothing of the prereview module, which runs the
 * job (and its sweep) and depends on releases, not the other way round.
 */
export const prereviewJob = 'prereview.run';
export type PrereviewData = { releaseId: string };

/** Queues the pre-review of a submitted release: one pending run per release. */
export const queuePrereview = (ctx: AppContext, releaseId: string) =>
  ctx.queue.send<PrereviewData>(prereviewJob, { releaseId }, { singletonKey: releaseId });
