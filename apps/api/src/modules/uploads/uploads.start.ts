import type { AppContext } from '../../lib/context.ts';
import { registerAudioQc } from './audio-qc.job.ts';
import { removeStaleReceivedFiles } from './stale-files.ts';

/** The uploads module's start-up: its jobs (worked where workers run) and its own disk swept. */
export async function startUploads(ctx: AppContext) {
  registerAudioQc(ctx);
  const removed = await removeStaleReceivedFiles(ctx, ctx.clock.now());
  if (removed > 0) ctx.log.warn({ removed }, 'removed files an interrupted upload left behind');
}
