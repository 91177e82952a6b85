import { pino } from 'pino';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { lockDataDirectory } from './db/lock.ts';
import { describeFfmpeg } from './lib/ffmpeg.ts';
import type { AppContext } from './lib/context.ts';
import { findFfmpeg } from './modules/uploads/index.ts';
import { startWorker } from './worker.ts';

const workerOnly = process.argv.includes('--worker');

/** The API (HTTP, and jobs too unless WORKERS=off). */
async function startApi(config: Config) {
  // Loaded here, so a worker process never loads the HTTP stack.
  const { buildApp } = await import('./app.ts');
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Soundpost is ready at ${config.appUrl} (database: ${app.ctx.database.kind})`);
  return { ctx: app.ctx, close: () => app.close() };
}

/** `npm run worker`: jobs and schedules only, no HTTP server. */
async function startWorkerProcess(config: Config) {
  if (!config.databaseUrl) {
    throw new ConfigError(
      'A separate worker needs DATABASE_URL (PostgreSQL); with PGlite jobs run inside the API process.',
    );
  }
  const worker = await startWorker(config, { log: pino({ level: config.logLevel }) });
  worker.ctx.log.info('Soundpost worker started (no HTTP)');
  return worker;
}

function logFfmpeg(ctx: AppContext) {
  return findFfmpeg(ctx.config).then(
    (tool) => {
      const { level, message } = describeFfmpeg(tool);
      ctx.log[level](message);
    },
    // Audio checks retry until an ffmpeg is found; everything else works without one.
    (err: unknown) => ctx.log.error({ err }, 'no usable ffmpeg: audio uploads cannot be checked'),
  );
}

async function main() {
  const config = loadConfig();
  const unlock = config.databaseUrl ? () => {} : lockDataDirectory(`${config.dataDir}/db`);
  let running: { ctx: AppContext; close: () => Promise<void> };
  try {
    running = await (workerOnly ? startWorkerProcess(config) : startApi(config));
  } catch (error) {
    unlock();
    throw error;
  }
  const { ctx, close } = running;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    ctx.log.info(`${signal}: finishing in-flight requests and jobs`);
    const force = setTimeout(() => process.exit(1), 30_000).unref();
    try {
      await close();
    } finally {
      unlock();
      clearTimeout(force);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await logFfmpeg(ctx);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
