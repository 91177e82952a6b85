import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cataloguePageSchema, catalogueQuerySchema } from '@soundpost/contracts/artist-catalogue';
import { perIp } from '../auth/index.ts';
import { searchCatalogue } from './catalogue.service.ts';

/**
 * A visitor filters and pages as they type (the page waits for a pause): 120 a minute per
 * address is plenty for a person and stops a scraper walking the whole catalogue at speed.
 */
const searchRate = perIp('artist-catalogue', 120, '1 minute');

/** The public artist catalogue (decision 057). */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/catalog/artists',
    {
      config: { access: 'public', rateLimit: searchRate },
      schema: {
        tags: ['catalogue'],
        querystring: catalogueQuerySchema,
        response: { 200: cataloguePageSchema },
      },
    },
    async (request) => searchCatalogue(app.ctx, request.query),
  );
};
