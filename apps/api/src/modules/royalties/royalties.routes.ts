import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  royaltyBreakdownQuerySchema,
  royaltyBreakdownSchema,
  royaltyEntriesQuerySchema,
  royaltyEntryPageSchema,
  royaltyEntrySchema,
  royaltyStatementFileSchema,
  royaltyStatementListSchema,
  royaltySummarySchema,
} from '@soundpost/contracts/royalties';
import { requireActor } from '../../plugins/auth.ts';
import { perUser } from '../auth/index.ts';
import { royaltyBreakdown } from './royalty-breakdown.ts';
import { getRoyaltyEntry, listRoyaltyEntries } from './royalty-entries.ts';
import { royaltySummary } from './royalty-summary.ts';
import { listStatementMonths } from './royalty-statements.ts';
import { statementCsv } from './statement-csv.ts';
import { statementPdf } from './statement-pdf.ts';

const tags = ['royalties'];
/** Personal access tokens with `read:royalties` may call these reads (decision 042). */
const config = { tokenScope: 'read:royalties' } as const;

/** A statement reads a whole month of lines: 20 per artist in 10 minutes is plenty for a person. */
const statementDownloads = perUser('royalty-statement', 20, '10 minutes');

/** The signed-in artist's own royalties: entries, summary, breakdown and statements. */
export const royaltiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/royalties/entries',
    {
      config,
      schema: {
        tags,
        querystring: royaltyEntriesQuerySchema,
        response: { 200: royaltyEntryPageSchema },
      },
    },
    async (request) => listRoyaltyEntries(ctx, requireActor(request).user.id, request.query),
  );

  app.get(
    '/royalties/entries/:lineId',
    {
      config,
      schema: {
        tags,
        params: z.object({ lineId: z.string().max(100) }),
        response: { 200: royaltyEntrySchema },
      },
    },
    async (request) => getRoyaltyEntry(ctx, requireActor(request).user.id, request.params.lineId),
  );

  app.get(
    '/royalties/summary',
    { config, schema: { tags, response: { 200: royaltySummarySchema } } },
    async (request) => royaltySummary(ctx, requireActor(request).user.id),
  );

  app.get(
    '/royalties/breakdown',
    {
      config,
      schema: {
        tags,
        querystring: royaltyBreakdownQuerySchema,
        response: { 200: royaltyBreakdownSchema },
      },
    },
    async (request) => royaltyBreakdown(ctx, requireActor(request).user.id, request.query),
  );

  app.get(
    '/royalties/statements',
    { config, schema: { tags, response: { 200: royaltyStatementListSchema } } },
    async (request) => listStatementMonths(ctx, requireActor(request).user.id),
  );

  app.get(
    '/royalties/statements/:file',
    {
      config: { ...config, rateLimit: statementDownloads },
      schema: {
        tags,
        description: 'A monthly statement: `YYYY-MM.csv` or `YYYY-MM.pdf`.',
        params: royaltyStatementFileSchema,
        produces: ['text/csv', 'application/pdf'],
      },
    },
    async (request, reply) => {
      const { user } = requireActor(request);
      const [month, format] = request.params.file.split('.') as [string, 'csv' | 'pdf'];
      const t = ctx.i18n.getFixedT(request.lang, 'royalties');
      void reply.header(
        'content-disposition',
        `attachment; filename="soundpost-statement-${month}.${format}"`,
      );
      if (format === 'csv') {
        // One batch waits at a time: the socket's pace sets the cursor's.
        const csv = Readable.from(statementCsv(ctx, user.id, month, t), { highWaterMark: 1 });
        return reply.type('text/csv; charset=utf-8').send(csv);
      }
      const pdf = await statementPdf(ctx, user, month, t, request.lang);
      return reply.type('application/pdf').send(pdf);
    },
  );
};
