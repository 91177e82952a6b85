import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { lockDataDirectory } from './db/lock.ts';
import { describeFfmpeg } from './lib/ffmpeg.ts';
import { findFfmpeg } from './modules/uploads/find-ffmpeg.ts';

const workerOnly = process.argv.includes('--worker');

async function main() {
  const config = loadConfig();
  if (workerOnly && !config.databaseUrl) {
    throw new ConfigError(
      'A separate worker needs DATABASE_URL (PostgreSQL); with PGlite jobs run inside the API process.',
    );
  }
  const unlock = config.databaseUrl ? () => {} : lockDataDirectory(`${config.dataDir}/db`);
  const app = await buildApp(workerOnly ? { ...config, workers: 'inline' } : config);
  await findFfmpeg(config).then(
    (tool) => {
      const { level, message } = describeFfmpeg(tool);
      app.log[level](message);
    },
    // Audio checks retry until an ffmpeg is found; everything else works without one.
    (err: unknown) => app.log.error({ err }, 'no usable ffmpeg: audio uploads cannot be checked'),
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing in-flight requests and jobs`);
    const force = setTimeout(() => process.exit(1), 30_000).unref();
    try {
      await app.close();
    } finally {
      unlock();
      clearTimeout(force);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  if (workerOnly) {
    await app.ready();
    app.log.info('worker started');
    return;
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Soundpost is ready at ${config.appUrl} (database: ${app.ctx.database.kind})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
