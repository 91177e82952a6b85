import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminStoreListSchema,
  adminStorePatchSchema,
  adminStoreSchema,
  storeConnectionTestSchema,
} from '@soundpost/contracts/store-admin';
import { listAdminStores, testStoreConnection, updateStore } from './store-admin.service.ts';

const tags = ['admin'];
const config = { access: 'admin' as const };
const params = z.object({ id: z.string().max(100) });

/** The store catalogue's administration: flags, party ids, link templates and transports. */
export const storeAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/admin/stores',
    { config, schema: { tags, response: { 200: adminStoreListSchema } } },
    async () => listAdminStores(ctx),
  );

  app.patch(
    '/admin/stores/:id',
    {
      config,
      schema: { tags, params, body: adminStorePatchSchema, response: { 200: adminStoreSchema } },
    },
    async (request) => updateStore(ctx, request.params.id, request.body),
  );

  app.post(
    '/admin/stores/:id/test-connection',
    { config, schema: { tags, params, response: { 200: storeConnectionTestSchema } } },
    async (request) => testStoreConnection(ctx, request.params.id),
  );
};
