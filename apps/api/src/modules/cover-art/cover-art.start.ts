import type { AppContext } from '../../lib/context.ts';
import { registerCoverArt } from './cover-art-job.ts';

/** The cover art module's start-up: its job, worked where workers run. */
export async function startCoverArt(ctx: AppContext) {
  registerCoverArt(ctx);
}
