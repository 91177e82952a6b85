import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkApproveInputSchema,
  bulkApproveResultSchema,
  commentInputSchema,
  rejectInputSchema,
  reopenInputSchema,
  reviewCommentSchema,
  reviewQueuePageSchema,
  reviewQueueQuerySchema,
  reviewReleaseSchema,
  reviewSummarySchema,
  takedownListSchema,
} from '@soundpost/contracts/review';
import { requireActor } from '../../plugins/auth.ts';
import {
  addComment,
  approveRelease,
  bulkApprove,
  getReviewRelease,
  getReviewSummary,
  listQueue,
  listTakedowns,
  rejectRelease,
  releaseHold,
  reopenRelease,
  takeRelease,
} from './review.service.ts';

const tags = ['review'];
// Reviewers and admins: the review side of the admin area.
const config = { access: 'staff' as const };
const params = z.object({ id: z.string().max(100) });
const reviewResult = { 200: reviewReleaseSchema };

/** The review team's back-office: the queue, one release's review and its decisions, takedowns. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/admin/releases',
    {
      config,
      schema: {
        tags,
        querystring: reviewQueueQuerySchema,
        response: { 200: reviewQueuePageSchema },
      },
    },
    async (request) => listQueue(ctx, request.query),
  );

  app.get(
    '/admin/releases/summary',
    { config, schema: { tags, response: { 200: reviewSummarySchema } } },
    async () => getReviewSummary(ctx),
  );

  app.post(
    '/admin/releases/bulk-approve',
    {
      config,
      schema: { tags, body: bulkApproveInputSchema, response: { 200: bulkApproveResultSchema } },
    },
    async (request) => bulkApprove(ctx, requireActor(request), request.body.ids),
  );

  app.get(
    '/admin/releases/:id',
    { config, schema: { tags, params, response: reviewResult } },
    async (request) => getReviewRelease(ctx, requireActor(request), request.params.id),
  );

  // Taking a release, giving it back and approving it need nothing but its id.
  const actions = { take: takeRelease, release: releaseHold, approve: approveRelease };
  for (const [action, run] of Object.entries(actions)) {
    app.post(
      `/admin/releases/:id/${action}`,
      { config, schema: { tags, params, response: reviewResult } },
      async (request) => run(ctx, requireActor(request), request.params.id),
    );
  }

  app.post(
    '/admin/releases/:id/reject',
    { config, schema: { tags, params, body: rejectInputSchema, response: reviewResult } },
    async (request) =>
      rejectRelease(ctx, requireActor(request), request.params.id, request.body.message),
  );

  app.post(
    '/admin/releases/:id/reopen',
    { config, schema: { tags, params, body: reopenInputSchema, response: reviewResult } },
    async (request) => reopenRelease(ctx, requireActor(request), request.params.id, request.body),
  );

  app.post(
    '/admin/releases/:id/comments',
    {
      config,
      schema: { tags, params, body: commentInputSchema, response: { 201: reviewCommentSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addComment(ctx, requireActor(request), request.params.id, request.body.text)),
  );

  app.get(
    '/admin/takedowns',
    { config, schema: { tags, response: { 200: takedownListSchema } } },
    async () => listTakedowns(ctx),
  );
};
