import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  reportMappingSchema,
  resolvedLineSchema,
  resolveUnmatchedSchema,
  royaltyImportFieldsSchema,
  royaltyImportPageSchema,
  royaltyImportSchema,
  royaltyPageQuerySchema,
  royaltyTrackSearchQuerySchema,
  royaltyTrackSearchSchema,
  unmatchedLinePageSchema,
} from '@soundpost/contracts/royalties';
import { requireActor } from '../../plugins/auth.ts';
import { closeUnreadBodies, withReceivedReport } from '../uploads/index.ts';
import { listRoyaltyImports, searchRoyaltyTracks } from './royalty-admin-lists.ts';
import { getReportMapping, saveReportMapping } from './report-mappings.ts';
import { toRoyaltyImport } from './royalty-import-dto.ts';
import { importRoyaltyReport } from './royalty-import.ts';
import { voidRoyaltyImport } from './royalty-import-void.ts';
import { listUnmatchedLines, resolveUnmatchedLine } from './unmatched-lines.ts';

const tags = ['royalties'];
const admin = { access: 'admin' as const };
/** A report of millions of lines is a few hundred MB; it is streamed to disk, never held. */
const maxReportBytes = 2 * 1024 ** 3;

const storeParams = z.object({ id: z.string().max(100) });

/** Store reports in, the stores' CSV mappings, and the queue of lines no track matched. */
export const royaltyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  await app.register(multipart, {
    limits: { fileSize: maxReportBytes, files: 1, fields: 10, fieldSize: 1024 },
  });
  app.addHook('onSend', closeUnreadBodies);

  app.post(
    '/admin/royalty-imports',
    {
      config: { ...admin, multipartFields: royaltyImportFieldsSchema },
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: royaltyImportSchema } },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const opts = { fields: royaltyImportFieldsSchema, maxBytes: maxReportBytes };
      const row = await withReceivedReport(ctx, request, opts, (fields, file) =>
        importRoyaltyReport(ctx, actor.user.id, fields, file),
      );
      return reply.status(201).send(toRoyaltyImport(row));
    },
  );

  app.get(
    '/admin/royalty-imports',
    {
      config: admin,
      schema: {
        tags,
        querystring: royaltyPageQuerySchema,
        response: { 200: royaltyImportPageSchema },
      },
    },
    async (request) => listRoyaltyImports(ctx, request.query),
  );

  app.post(
    '/admin/royalty-imports/:id/void',
    {
      config: admin,
      schema: {
        tags,
        params: z.object({ id: z.string().max(100) }),
        response: { 200: royaltyImportSchema },
      },
    },
    async (request) => voidRoyaltyImport(ctx, requireActor(request).user.id, request.params.id),
  );

  app.get(
    '/admin/royalty-tracks',
    {
      config: admin,
      schema: {
        tags,
        querystring: royaltyTrackSearchQuerySchema,
        response: { 200: royaltyTrackSearchSchema },
      },
    },
    async (request) => searchRoyaltyTracks(ctx, request.query.q),
  );

  app.get(
    '/admin/royalty-imports/unmatched',
    {
      config: admin,
      schema: {
        tags,
        querystring: royaltyPageQuerySchema,
        response: { 200: unmatchedLinePageSchema },
      },
    },
    async (request) => listUnmatchedLines(ctx, request.query),
  );

  app.post(
    '/admin/royalty-imports/unmatched/:id/resolve',
    {
      config: admin,
      schema: {
        tags,
        params: z.object({ id: z.string().max(100) }),
        body: resolveUnmatchedSchema,
        response: { 200: resolvedLineSchema },
      },
    },
    async (request) =>
      resolveUnmatchedLine(ctx, requireActor(request).user.id, request.params.id, request.body),
  );

  app.get(
    '/admin/stores/:id/report-mapping',
    {
      config: admin,
      schema: { tags, params: storeParams, response: { 200: reportMappingSchema } },
    },
    async (request) => getReportMapping(ctx, request.params.id),
  );

  app.put(
    '/admin/stores/:id/report-mapping',
    {
      config: admin,
      schema: {
        tags,
        params: storeParams,
        body: reportMappingSchema,
        response: { 200: reportMappingSchema },
      },
    },
    async (request) =>
      saveReportMapping(ctx, requireActor(request).user.id, request.params.id, request.body),
  );
};
