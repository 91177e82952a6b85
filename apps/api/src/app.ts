import type { DestinationStream } from 'pino';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createAppContext } from './app-context.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { offsetClock, type Clock } from './lib/clock.ts';
import { loggerOptions } from './lib/logger.ts';
import { databaseRateLimitStore } from './lib/rate-limit.ts';
import { listLiveSlugs } from './modules/blog/index.ts';
import { catalogueStructuredData, listCatalogueLinkSlugs } from './modules/catalogue/index.ts';
import { moduleRoutes, rootRoutes } from './modules/routes.ts';
import { marketingStructuredData } from './modules/site-content/index.ts';
import { testClockHook, testControlRoutes } from './modules/test-control/test-control.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { inputPlugin } from './plugins/input.ts';
import { staffAuditPlugin } from './plugins/staff-audit.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { securityPlugin } from './plugins/security.ts';
import { inlineScriptSources, webPlugin } from './plugins/web.ts';
import { shellSessionUser } from './plugins/web-session.ts';
import { hasOperatorLegalText } from './modules/legal/index.ts';
import './plugins/types.ts';

export type BuildOptions = {
  /** An already open database (tests); otherwise opened from the config. */
  database?: Database;
  clock?: Clock;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
};

/** Builds the HTTP application (no listen) on the shared context: plugins and every module's routes. */
export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger === false ? false : loggerOptions(config.logLevel, opts.logStream),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    // Each request's log lines name it as `requestId`, the id its error answers carry.
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // With the test-control surface on, a request may run on the given (or system) clock plus an
  // offset of its own (decision 025).
  const testClock = config.testControlToken ? offsetClock(opts.clock) : undefined;
  const { ctx, close } = await createAppContext(config, {
    database: opts.database,
    clock: testClock ?? opts.clock,
    log: app.log,
  });
  app.decorate('ctx', ctx);
  if (testClock && config.testControlToken) {
    app.addHook('onRequest', testClockHook(testClock, config.testControlToken));
  }
  app.addHook('onReady', () => ctx.queue.start({ work: config.workers === 'inline' }));
  app.addHook('onClose', close);

  // API answers above 1 KB travel compressed (the web app's files are compressed at build
  // time; an answer that already has a Content-Encoding is left alone).
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(errorsPlugin);
  await app.register(inputPlugin);
  await app.register(securityPlugin, { inlineScripts: inlineScriptSources() });
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
  await app.register(staffAuditPlugin);
  await app.register(openapiPlugin);
  for (const routes of moduleRoutes) await app.register(routes, { prefix: '/v1' });
  for (const routes of rootRoutes) await app.register(routes);
  if (config.testControlToken) {
    await app.register(testControlRoutes, { prefix: '/v1', token: config.testControlToken });
  }
  await app.register(webPlugin, {
    appUrl: config.appUrl,
    pageHead: async (route, lang) =>
      (await marketingStructuredData(ctx, route, lang)) ??
      (await catalogueStructuredData(ctx, route)),
    sitemapPages: async () => [
      { path: '/blog', languages: true },
      ...(await listLiveSlugs(ctx.db, ctx.clock.now())).map((post) => ({
        path: `/blog/${post.slug}`,
        languages: false,
        lastmod: post.updatedAt,
      })),
      // The catalogue's artists, through their smart links (decision 058).
      ...(await listCatalogueLinkSlugs(ctx.db)).map((slug) => ({
        path: `/l/${slug}`,
        languages: true,
      })),
    ],
    // An operator's legal text replaces the built-in one the legal pages were prerendered with.
    prerenderStale: (route, lang) => hasOperatorLegalText(config.dataDir, route, lang),
    sessionUser: shellSessionUser(ctx),
  });
  return app;
}
