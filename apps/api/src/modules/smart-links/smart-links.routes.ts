import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okSchema } from '@soundpost/contracts/auth';
import {
  smartLinkAnalyticsQuerySchema,
  smartLinkAnalyticsSchema,
  smartLinkCreateSchema,
  smartLinkDetailSchema,
  smartLinkListSchema,
  smartLinkUpdateSchema,
} from '@soundpost/contracts/smart-links';
import { requireActor } from '../../plugins/auth.ts';
import { perUser } from '../auth/index.ts';
import { getSmartLinkAnalytics } from './smart-link-analytics.ts';
import {
  createSmartLink,
  getSmartLink,
  listSmartLinks,
  removeSmartLink,
  updateSmartLink,
} from './smart-links.service.ts';

const tags = ['smart-links'];
const params = z.object({ id: z.string().max(100) });
const detail = { 200: smartLinkDetailSchema };

/**
 * Making links and changing slugs each try a unique slug: 60 an hour per user is far above an
 * artist at work and keeps a script from squatting names.
 */
const slugRate = perUser('smart-link-slugs', 60, '1 hour');

/** An artist's smart links: list, make, edit, remove, and (PRO) their analytics. */
export const smartLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get('/smart-links', { schema: { tags, response: { 200: smartLinkListSchema } } }, (request) =>
    listSmartLinks(ctx, requireActor(request)),
  );

  app.post(
    '/smart-links',
    {
      config: { rateLimit: slugRate },
      schema: { tags, body: smartLinkCreateSchema, response: { 201: smartLinkDetailSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await createSmartLink(ctx, requireActor(request), request.body)),
  );

  app.get('/smart-links/:id', { schema: { tags, params, response: detail } }, (request) =>
    getSmartLink(ctx, requireActor(request), request.params.id),
  );

  app.patch(
    '/smart-links/:id',
    {
      config: { rateLimit: slugRate },
      schema: { tags, params, body: smartLinkUpdateSchema, response: detail },
    },
    (request) => updateSmartLink(ctx, requireActor(request), request.params.id, request.body),
  );

  app.delete(
    '/smart-links/:id',
    { schema: { tags, params, response: { 200: okSchema } } },
    (request) => removeSmartLink(ctx, requireActor(request), request.params.id),
  );

  app.get(
    '/smart-links/:id/analytics',
    {
      schema: {
        tags,
        params,
        querystring: smartLinkAnalyticsQuerySchema,
        response: { 200: smartLinkAnalyticsSchema },
      },
    },
    (request) =>
      getSmartLinkAnalytics(ctx, requireActor(request), request.params.id, request.query.days),
  );
};
