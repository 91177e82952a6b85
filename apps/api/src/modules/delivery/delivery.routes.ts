import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okSchema } from '@soundpost/contracts/auth';
import {
  deliveryLinkSchema,
  deliveryListSchema,
  deliverySchema,
  releaseStoreListSchema,
} from '@soundpost/contracts/delivery';
import { requireActor } from '../../plugins/auth.ts';
import {
  confirmDelivery,
  listDeliveries,
  listReleaseStores,
  processTakedown,
  retryDelivery,
  setStoreLink,
} from './delivery-admin.ts';

// The review team (reviewers and admins) follows and acts on a release's deliveries.
const staff = { access: 'staff' as const };
const params = z.object({ id: z.string().max(64) });

/** Deliveries to the stores: the admin's per-store view and actions, the artist's store list. */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tags = ['delivery'];

  app.get(
    '/admin/releases/:id/deliveries',
    { config: staff, schema: { tags, params, response: { 200: deliveryListSchema } } },
    async (request) => listDeliveries(ctx, request.params.id),
  );

  app.post(
    '/admin/deliveries/:id/retry',
    { config: staff, schema: { tags, params, response: { 200: deliverySchema } } },
    async (request) => retryDelivery(ctx, request.params.id),
  );

  app.post(
    '/admin/deliveries/:id/confirm',
    { config: staff, schema: { tags, params, response: { 200: deliverySchema } } },
    async (request) => confirmDelivery(ctx, requireActor(request), request.params.id),
  );

  app.put(
    '/admin/deliveries/:id/link',
    {
      config: { access: 'admin' as const },
      schema: { tags, params, body: deliveryLinkSchema, response: { 200: deliverySchema } },
    },
    async (request) =>
      setStoreLink(ctx, requireActor(request), request.params.id, request.body.url),
  );

  app.post(
    '/admin/releases/:id/takedown/process',
    { config: staff, schema: { tags, params, response: { 200: okSchema } } },
    async (request) => processTakedown(ctx, request.params.id),
  );

  app.get(
    '/releases/:id/stores',
    {
      config: { access: 'user' as const },
      schema: { tags: ['releases'], params, response: { 200: releaseStoreListSchema } },
    },
    async (request) => listReleaseStores(ctx, requireActor(request), request.params.id),
  );
};
