import type { AppContext } from '../../lib/context.ts';
import { housekeepingTasks, type HousekeepingTask } from './housekeeping.tasks.ts';

export const housekeepingJob = 'housekeeping';
type HousekeepingData = { task: string };

/** Runs one task by name; a name no longer in the list (an old schedule) is ignored. */
export async function runHousekeeping(
  ctx: AppContext,
  { task }: HousekeepingData,
  tasks: HousekeepingTask[] = housekeepingTasks,
) {
  const found = tasks.find((t) => t.name === task);
  if (!found) return;
  const removed = await found.run(ctx, ctx.clock.now());
  if (removed) ctx.log.info({ task, removed }, 'housekeeping');
}

/**
 * The housekeeping module's start-up: one pg-boss schedule per task. pg-boss lets one process
 * at a time send due schedules, and the exclusive queue keeps one pending run per task, so any
 * number of workers run each occurrence once.
 */
export async function startHousekeeping(ctx: AppContext) {
  ctx.queue.register<HousekeepingData>(housekeepingJob, (data) => runHousekeeping(ctx, data), {
    policy: 'exclusive',
    retryLimit: 2,
    expireInSeconds: 10 * 60,
    deleteAfterSeconds: 24 * 60 * 60,
  });
  for (const task of housekeepingTasks) {
    ctx.queue.schedule<HousekeepingData>(
      housekeepingJob,
      task.cron,
      { task: task.name },
      task.name,
    );
  }
}
