import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { instanceSchema } from '@soundpost/contracts/instance';

/** Public facts about this installation: the support contact and help centre. */
export const instanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/instance',
    {
      config: { access: 'public' },
      schema: { tags: ['instance'], response: { 200: instanceSchema } },
    },
    async () => ({
      supportEmail: app.ctx.config.supportEmail,
      helpCenterUrl: app.ctx.config.helpCenterUrl ?? null,
    }),
  );
};
