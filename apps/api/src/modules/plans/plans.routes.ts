import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPlanPriceSchema,
  planCatalogueSchema,
  planPriceInputSchema,
  planPriceParamsSchema,
} from '@soundpost/contracts/plans';
import { requireActor } from '../../plugins/auth.ts';
import { getPlanPrice, listPlans, setPlanPrice } from './plans.service.ts';

const admin = { access: 'admin' as const };

/** The plan catalogue: public prices and capabilities, and the admin's price changes. */
export const plansRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/plans',
    {
      config: { access: 'public' },
      schema: { tags: ['plans'], response: { 200: planCatalogueSchema } },
    },
    async () => listPlans(ctx),
  );

  app.get(
    '/admin/plans/:plan/price',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        params: planPriceParamsSchema,
        response: { 200: adminPlanPriceSchema },
      },
    },
    async (request) => getPlanPrice(ctx, request.params.plan),
  );

  app.put(
    '/admin/plans/:plan/price',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        params: planPriceParamsSchema,
        body: planPriceInputSchema,
        response: { 200: adminPlanPriceSchema },
      },
    },
    async (request) =>
      setPlanPrice(ctx, requireActor(request).user.id, request.params.plan, request.body),
  );
};
