import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
  version: z.string(),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { config: { access: 'public' }, schema: { tags: ['health'], response: { 200: healthSchema } } },
    async () => {
      await app.ctx.database.executeSql('select 1');
      return { status: 'ok' as const, db: app.ctx.database.kind, version: app.ctx.config.version };
    },
  );
};
