import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  platformAnalyticsSchema,
  trendImportFieldsSchema,
  trendImportSchema,
  trendImportPageSchema,
  trendMappingSchema,
  trendPageQuerySchema,
  trendUnmatchedLinePageSchema,
} from '@soundpost/contracts/analytics';
import { requireActor } from '../../plugins/auth.ts';
import { closeUnreadBodies, withReceivedReport } from '../uploads/index.ts';
import { platformAnalytics } from './platform-analytics.ts';
import { listTrendImports, listTrendUnmatched, toTrendImport } from './trend-admin-lists.ts';
import { importTrendReport } from './trend-import.ts';
import { getTrendMapping, saveTrendMapping } from './trend-mappings.ts';

const tags = ['analytics'];
const admin = { access: 'admin' as const };
/** A daily report of every track in every country is large: it is streamed to disk, never held. */
const maxReportBytes = 4 * 1024 ** 3;

const storeParams = z.object({ id: z.string().max(100) });

/** Trend reports in, the stores' trend CSV mappings, unmatched lines, the platform's table. */
export const analyticsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  await app.register(multipart, {
    limits: { fileSize: maxReportBytes, files: 1, fields: 10, fieldSize: 1024 },
  });
  app.addHook('onSend', closeUnreadBodies);

  app.post(
    '/admin/trend-imports',
    {
      config: { ...admin, multipartFields: trendImportFieldsSchema },
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: trendImportSchema } },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const opts = { fields: trendImportFieldsSchema, maxBytes: maxReportBytes };
      const row = await withReceivedReport(ctx, request, opts, (fields, file) =>
        importTrendReport(ctx, actor.user.id, fields, file),
      );
      return reply.status(201).send(toTrendImport(row));
    },
  );

  app.get(
    '/admin/trend-imports',
    {
      config: admin,
      schema: { tags, querystring: trendPageQuerySchema, response: { 200: trendImportPageSchema } },
    },
    async (request) => listTrendImports(ctx, request.query),
  );

  app.get(
    '/admin/trend-imports/unmatched',
    {
      config: admin,
      schema: {
        tags,
        querystring: trendPageQuerySchema,
        response: { 200: trendUnmatchedLinePageSchema },
      },
    },
    async (request) => listTrendUnmatched(ctx, request.query),
  );

  app.get(
    '/admin/stores/:id/trend-mapping',
    {
      config: admin,
      schema: { tags, params: storeParams, response: { 200: trendMappingSchema } },
    },
    async (request) => getTrendMapping(ctx, request.params.id),
  );

  app.put(
    '/admin/stores/:id/trend-mapping',
    {
      config: admin,
      schema: {
        tags,
        params: storeParams,
        body: trendMappingSchema,
        response: { 200: trendMappingSchema },
      },
    },
    async (request) =>
      saveTrendMapping(ctx, requireActor(request).user.id, request.params.id, request.body),
  );

  app.get(
    '/admin/analytics/platform',
    { config: admin, schema: { tags, response: { 200: platformAnalyticsSchema } } },
    async () => platformAnalytics(ctx),
  );
};
