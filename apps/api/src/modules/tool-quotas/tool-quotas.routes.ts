import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  quotaTools,
  toolAllowanceListSchema,
  toolQuotaInputSchema,
  toolQuotaListSchema,
  toolQuotaParamsSchema,
  toolQuotaSchema,
} from '@soundpost/contracts/tool-quotas';
import { requireActor } from '../../plugins/auth.ts';
import { findToolAllowance, listToolQuotas, setToolQuota } from './tool-quotas.service.ts';

const admin = { access: 'admin' as const };
const tags = ['admin'];

/** Each plan's monthly allowance of each creator tool, changed by an admin (decision 047). */
export const toolQuotasRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/admin/tool-quotas',
    { config: admin, schema: { tags, response: { 200: toolQuotaListSchema } } },
    async () => listToolQuotas(ctx),
  );

  app.put(
    '/admin/tool-quotas/:plan/:tool',
    {
      config: admin,
      schema: {
        tags,
        params: toolQuotaParamsSchema,
        body: toolQuotaInputSchema,
        response: { 200: toolQuotaSchema },
      },
    },
    async (request) =>
      setToolQuota(
        ctx,
        requireActor(request).user.id,
        request.params.plan,
        request.params.tool,
        request.body,
      ),
  );

  // The tools hub: what the user's plan leaves of each tool this month.
  app.get(
    '/tools/allowances',
    { schema: { tags: ['tools'], response: { 200: toolAllowanceListSchema } } },
    async (request) => {
      const { user } = requireActor(request);
      return {
        items: await Promise.all(quotaTools.map((tool) => findToolAllowance(ctx, user, tool))),
      };
    },
  );
};
