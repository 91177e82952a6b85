import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  artistChecksSchema,
  autoApprovalSummarySchema,
  releaseChecksSchema,
} from '@soundpost/contracts/prereview';
import { requireActor } from '../../plugins/auth.ts';
import { autoApprovalSummary } from './auto-approval.ts';
import { artistChecks, reviewerChecks } from './prereview.service.ts';

const params = z.object({ id: z.string().max(64) });

/**
 * Pre-review: the artist's fixable findings while editing, the review team's full findings and
 * the auto-approval summary. The review team's routes take staff (reviewers and admins).
 */
export const prereviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.get(
    '/releases/:id/checks',
    {
      config: { access: 'user' },
      schema: { tags: ['releases'], params, response: { 200: artistChecksSchema } },
    },
    async (request) => artistChecks(ctx, requireActor(request), request.params.id),
  );

  app.get(
    '/admin/releases/:id/checks',
    {
      config: { access: 'staff' },
      schema: { tags: ['admin'], params, response: { 200: releaseChecksSchema } },
    },
    async (request) => reviewerChecks(ctx, request.params.id),
  );

  app.get(
    '/admin/auto-approvals/summary',
    {
      config: { access: 'staff' },
      schema: { tags: ['admin'], response: { 200: autoApprovalSummarySchema } },
    },
    async () => autoApprovalSummary(ctx),
  );
};
