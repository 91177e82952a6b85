import { createServerI18n } from '@soundpost/i18n';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import type { AppContext } from './lib/context.ts';
import type { Log } from './lib/logger.ts';
import { createMailer } from './lib/mailer.ts';
import { createQueue } from './lib/queue.ts';
import { createStorage } from './lib/storage.ts';
import { sealTotpSecretsAtRest } from './modules/auth/index.ts';
import { moduleStarts } from './modules/starts.ts';

export type ContextOptions = {
  /** An already open database (tests); otherwise opened from the config and closed by close(). */
  database?: Database;
  clock?: Clock;
  log: Log;
};

/**
 * What an API process and a worker process share: the database (migrated), the job queue, the
 * mailer, translations, and every module started (jobs registered, seeds written). Neither
 * starts the queue; `close()` stops it and closes a database it opened.
 */
export async function createAppContext(config: Config, opts: ContextOptions) {
  const database =
    opts.database ?? (await openDatabase({ url: config.databaseUrl, dir: `${config.dataDir}/db` }));
  try {
    await migrate(database);
    const sealed = await sealTotpSecretsAtRest(config, database.db);
    if (sealed > 0)
      opts.log.info({ rows: sealed }, 'two-factor secrets sealed under the current key');
    const storage = createStorage(config);
    await storage.verify();
    // Which storage is in use (never its keys): a deployment meant for S3 must not run on disk unseen.
    const where = storage.describe();
    opts.log.info(
      { storage: where },
      where.kind === 's3'
        ? `files in S3 bucket ${where.bucket} at ${where.endpoint}`
        : `files on local disk in ${where.directory}`,
    );
    const queue = createQueue(database, opts.log);
    const ctx: AppContext = {
      config,
      database,
      db: database.db,
      clock: opts.clock ?? systemClock,
      queue,
      mailer: createMailer(config, queue),
      i18n: await createServerI18n(),
      storage,
      log: opts.log,
    };
    for (const start of moduleStarts) await start(ctx);
    return {
      ctx,
      async close() {
        await queue.stop();
        if (!opts.database) await database.close();
      },
    };
  } catch (error) {
    if (!opts.database) await database.close();
    throw error;
  }
}
