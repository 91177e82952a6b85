import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  presaveCampaignDetailSchema,
  presaveCampaignListSchema,
} from '@soundpost/contracts/presave';
import { requireActor } from '../../plugins/auth.ts';
import { getCampaign, listCampaigns } from './presave.service.ts';

const tags = ['presave'];
const params = z.object({ id: z.string().max(100) });

/** An artist's pre-save campaigns (paid plans): the list and one campaign's subscribers. */
export const presaveRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/presave',
    { schema: { tags, response: { 200: presaveCampaignListSchema } } },
    (request) => listCampaigns(ctx, requireActor(request)),
  );

  app.get(
    '/presave/:id',
    { schema: { tags, params, response: { 200: presaveCampaignDetailSchema } } },
    (request) => getCampaign(ctx, requireActor(request), request.params.id),
  );
};
