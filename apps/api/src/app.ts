import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createServerI18n } from '@soundpost/i18n';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import type { AppContext } from './lib/context.ts';
import { createMailer } from './lib/mailer.ts';
import { createQueue } from './lib/queue.ts';
import { databaseRateLimitStore } from './lib/rate-limit.ts';
import { moduleRoutes } from './modules/index.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { securityPlugin } from './plugins/security.ts';
import { webPlugin } from './plugins/web.ts';
import './plugins/types.ts';

export type BuildOptions = {
  /** An already open database (tests); otherwise opened from the config. */
  database?: Database;
  clock?: Clock;
  logger?: boolean;
};

/** Builds the whole application (no listen): database, jobs, plugins and every module. */
export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    requestIdLogLabel: 'requestId',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    opts.database ?? (await openDatabase({ url: config.databaseUrl, dir: `${config.dataDir}/db` }));
  await migrate(database);
  const queue = createQueue(database, app.log);
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    clock: opts.clock ?? systemClock,
    queue,
    mailer: createMailer(config, queue),
    i18n: await createServerI18n(),
  };
  app.decorate('ctx', ctx);
  app.addHook('onReady', () => queue.start({ work: config.workers === 'inline' }));
  app.addHook('onClose', async () => {
    await queue.stop();
    if (!opts.database) await database.close();
  });

  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(ctx.db, ctx.clock),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'rate_limited',
      message: `Retry in ${context.after}`,
    }),
  });
  await app.register(authPlugin);
  await app.register(openapiPlugin);
  for (const routes of moduleRoutes) await app.register(routes, { prefix: '/v1' });
  await app.register(webPlugin);
  return app;
}
