import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  storeListSchema,
  territoryListSchema,
  territoryQuerySchema,
} from '@soundpost/contracts/stores';
import { requireActor } from '../../plugins/auth.ts';
import { listStores, listTerritories } from './stores.service.ts';

export const storesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stores',
    { schema: { tags: ['stores'], response: { 200: storeListSchema } } },
    async (request) => listStores(app.ctx, requireActor(request)),
  );

  app.get(
    '/territories',
    {
      config: { access: 'public' },
      schema: {
        tags: ['stores'],
        querystring: territoryQuerySchema,
        response: { 200: territoryListSchema },
      },
    },
    // request.lang already weighs ?lang=, the user's choice and Accept-Language.
    async (request) => listTerritories(request.lang),
  );
};
