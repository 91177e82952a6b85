import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  royaltyEntryPageSchema,
  royaltyPageQuerySchema,
  royaltySummarySchema,
} from '@soundpost/contracts/royalties';
import { requireActor } from '../../plugins/auth.ts';
import { listRoyaltyEntries, royaltySummary } from './royalty-entries.ts';

const tags = ['royalties'];

/** The signed-in artist's own royalties: entries and summary. */
export const royaltiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/royalties/entries',
    {
      schema: {
        tags,
        querystring: royaltyPageQuerySchema,
        response: { 200: royaltyEntryPageSchema },
      },
    },
    async (request) => listRoyaltyEntries(ctx, requireActor(request).user.id, request.query),
  );

  app.get(
    '/royalties/summary',
    { schema: { tags, response: { 200: royaltySummarySchema } } },
    async (request) => royaltySummary(ctx, requireActor(request).user.id),
  );
};
