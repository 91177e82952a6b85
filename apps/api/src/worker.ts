import { createAppContext } from './app-context.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import type { Log } from './lib/logger.ts';

/**
 * A job worker without HTTP: the shared context (migrations, module start-ups) and the queue
 * working every registered job and schedule. `close()` lets running jobs finish first.
 */
export async function startWorker(
  config: Config,
  opts: { log: Log; database?: Database; clock?: Clock },
) {
  const { ctx, close } = await createAppContext(config, opts);
  try {
    await ctx.queue.start({ work: true });
  } catch (error) {
    await close();
    throw error;
  }
  return { ctx, close };
}
