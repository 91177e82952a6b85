import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okSchema } from '@soundpost/contracts/auth';
import {
  releaseAllowanceResultSchema,
  releaseDetailSchema,
  releaseInputSchema,
  releaseListQuerySchema,
  releaseOverviewSchema,
  releasePageSchema,
  releaseSaveResultSchema,
  submitReleaseSchema,
  takedownRequestSchema,
} from '@soundpost/contracts/releases';
import { requireActor } from '../../plugins/auth.ts';
import { listReleases } from './list-releases.ts';
import { findReleaseAllowance } from './release-allowance.ts';
import { getReleaseOverview } from './release-overview.ts';
import { getReleaseDetail } from './release-detail.ts';
import { requestReleaseTakedown } from './request-takedown.ts';
import { createRelease, deleteRelease, updateRelease } from './save-release.ts';
import { submitRelease } from './submit-release.ts';

const tags = ['releases'];
const params = z.object({ id: z.string().max(100) });
const detail = { 200: releaseDetailSchema };
/** Personal access tokens with `read:releases` may call these reads (decision 042). */
const config = { tokenScope: 'read:releases' } as const;

export const releasesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/releases',
    {
      config,
      schema: { tags, querystring: releaseListQuerySchema, response: { 200: releasePageSchema } },
    },
    async (request) => listReleases(ctx, requireActor(request), request.query),
  );

  app.get(
    '/releases/overview',
    { config, schema: { tags, response: { 200: releaseOverviewSchema } } },
    async (request) => getReleaseOverview(ctx, requireActor(request)),
  );

  app.get(
    '/releases/allowance',
    { schema: { tags, response: { 200: releaseAllowanceResultSchema } } },
    async (request) => ({ allowance: await findReleaseAllowance(ctx, requireActor(request)) }),
  );

  app.post(
    '/releases',
    { schema: { tags, body: releaseInputSchema, response: { 201: releaseSaveResultSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createRelease(ctx, requireActor(request), request.body)),
  );

  app.get(
    '/releases/:id',
    { config, schema: { tags, params, response: detail } },
    async (request) => getReleaseDetail(ctx, requireActor(request), request.params.id),
  );

  app.patch(
    '/releases/:id',
    {
      schema: {
        tags,
        params,
        body: releaseInputSchema,
        response: { 200: releaseSaveResultSchema },
      },
    },
    async (request) => updateRelease(ctx, requireActor(request), request.params.id, request.body),
  );

  app.delete(
    '/releases/:id',
    { schema: { tags, params, response: { 200: okSchema } } },
    async (request) => deleteRelease(ctx, requireActor(request), request.params.id),
  );

  app.post(
    '/releases/:id/submit',
    { schema: { tags, params, body: submitReleaseSchema, response: detail } },
    async (request) => submitRelease(ctx, requireActor(request), request.params.id, request.body),
  );

  app.post(
    '/releases/:id/takedown',
    { schema: { tags, params, body: takedownRequestSchema, response: detail } },
    async (request) => requestReleaseTakedown(ctx, requireActor(request), request.params.id),
  );
};
