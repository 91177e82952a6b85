import type { AppContext } from '../../lib/context.ts';
import { registerMastering } from './mastering-job.ts';

/** The mastering module's start-up: its job, worked where workers run. */
export async function startMastering(ctx: AppContext) {
  registerMastering(ctx);
}
