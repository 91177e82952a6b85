import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { legalDocumentSchema, legalPageSchema, legalQuerySchema } from '@soundpost/contracts/legal';
import { findLegalDocument } from './legal.service.ts';

/** Public: the terms, privacy and cookie policies, as Markdown for the web app to render. */
export const legalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/legal/:page',
    {
      config: { access: 'public' },
      schema: {
        tags: ['legal'],
        params: z.object({ page: legalPageSchema }),
        querystring: legalQuerySchema,
        response: { 200: legalDocumentSchema },
      },
    },
    async (request, reply) => {
      // Short-lived: an operator's new text reaches visitors within minutes.
      void reply.header('Cache-Control', 'public, max-age=300');
      return findLegalDocument(app.ctx, request.params.page, request.query.lang);
    },
  );
};
