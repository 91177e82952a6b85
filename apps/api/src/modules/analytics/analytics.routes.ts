import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyticsBreakdownSchema,
  analyticsQuerySchema,
  analyticsSummarySchema,
  analyticsTimeseriesSchema,
  breakdownQuerySchema,
  exportQuerySchema,
  timeseriesQuerySchema,
} from '@soundpost/contracts/analytics';
import { requireActor } from '../../plugins/auth.ts';
import { analyticsCsv } from './analytics-csv.ts';
import { analyticsBreakdown, analyticsSummary, analyticsTimeseries } from './analytics.service.ts';

const tags = ['analytics'];
const days = 'Days are UTC store days, both ends included (YYYY-MM-DD).';

const readerOf = (request: FastifyRequest) => {
  const { user } = requireActor(request);
  return { id: user.id, planName: user.planName };
};

/** The signed-in account's analytics: its artists' streams, listeners and revenue (decision 041). */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/analytics/summary',
    {
      config: { tokenScope: 'read:analytics' },
      schema: {
        tags,
        description: `Totals of a range, and of the range of the same length just before it with \`compare=previous\`. ${days}`,
        querystring: analyticsQuerySchema,
        response: { 200: analyticsSummarySchema },
      },
    },
    async (request) => analyticsSummary(ctx, readerOf(request), request.query),
  );

  app.get(
    '/analytics/timeseries',
    {
      config: { tokenScope: 'read:analytics' },
      schema: {
        tags,
        description: `Counts per day, week (from Monday) or month. ${days}`,
        querystring: timeseriesQuerySchema,
        response: { 200: analyticsTimeseriesSchema },
      },
    },
    async (request) => analyticsTimeseries(ctx, readerOf(request), request.query),
  );

  app.get(
    '/analytics/breakdown',
    {
      config: { tokenScope: 'read:analytics' },
      schema: {
        tags,
        description: `Counts per store, country, city, track, release, age, gender, source or playlist, most streamed first. ${days}`,
        querystring: breakdownQuerySchema,
        response: { 200: analyticsBreakdownSchema },
      },
    },
    async (request) => analyticsBreakdown(ctx, readerOf(request), request.query),
  );

  app.get(
    '/analytics/export.csv',
    {
      config: { tokenScope: 'read:analytics' },
      schema: {
        tags,
        description: `The counts per day (or per value of \`dimension\`) as CSV. ${days}`,
        querystring: exportQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const csv = await analyticsCsv(ctx, readerOf(request), request.query);
      const name = `soundpost-analytics-${request.query.from}-${request.query.to}.csv`;
      void reply.header('content-disposition', `attachment; filename="${name}"`);
      return reply.type('text/csv; charset=utf-8').send(csv);
    },
  );
};
