import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityPageSchema, pageQuerySchema, userSchema } from '@soundpost/contracts/users';
import { requireActor } from '../../plugins/auth.ts';
import { currentUser, listUserActivity } from './users.service.ts';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user',
    { schema: { tags: ['users'], response: { 200: userSchema } } },
    async (request) => currentUser(requireActor(request)),
  );

  app.get(
    '/api/user/activity',
    {
      schema: {
        tags: ['users'],
        querystring: pageQuerySchema,
        response: { 200: activityPageSchema },
      },
    },
    async (request) => listUserActivity(app.ctx, requireActor(request).user.id, request.query),
  );
};
