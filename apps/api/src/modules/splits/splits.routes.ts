import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerSplitSchema,
  createSplitSchema,
  splitInvitationListSchema,
  splitInvitationSchema,
  splitListSchema,
  splitSchema,
  splitTokenSchema,
  updateSplitSchema,
} from '@soundpost/contracts/splits';
import { requireActor } from '../../plugins/auth.ts';
import { refuseWhileImpersonating } from '../audit/index.ts';
import { perIp } from '../auth/index.ts';
import {
  answerInvitation,
  answerOwnInvitation,
  listMyInvitations,
  viewInvitation,
} from './split-invitations.ts';
import { createSplit, editSplit, listSplits, removeSplit, resendSplit } from './splits.service.ts';

const tags = ['splits'];
const releaseParams = z.object({ id: z.string().max(100) });
const splitParams = releaseParams.extend({ splitId: z.string().max(100) });
const invitationParams = z.object({ id: z.string().max(100) });
const okSchema = z.object({ ok: z.literal(true) });
/** Invitations are mail sent on a user's behalf: few per hour. */
const inviting = perIp('split-invite', 20, '1 hour');

/** A release owner's splits, and the invited collaborators' answers (decision 030). */
export const splitsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/releases/:id/splits',
    { schema: { tags, params: releaseParams, response: { 200: splitListSchema } } },
    async (request) => listSplits(ctx, requireActor(request), request.params.id),
  );

  app.post(
    '/releases/:id/splits',
    {
      config: { rateLimit: inviting },
      schema: {
        tags,
        params: releaseParams,
        body: createSplitSchema,
        response: { 201: splitSchema },
      },
    },
    async (request, reply) => {
      // Who is paid belongs to the account's owner: an administrator acting as them could
      // otherwise invite their own address.
      await refuseWhileImpersonating(ctx, request, 'split_create_refused', {
        releaseId: request.params.id,
        ...request.body,
      });
      const split = await createSplit(ctx, requireActor(request), request.params.id, request.body);
      return reply.status(201).send(split);
    },
  );

  app.post(
    '/releases/:id/splits/:splitId/resend',
    {
      config: { rateLimit: inviting },
      schema: { tags, params: splitParams, response: { 200: okSchema } },
    },
    async (request) =>
      resendSplit(ctx, requireActor(request), request.params.id, request.params.splitId),
  );

  app.patch(
    '/releases/:id/splits/:splitId',
    {
      config: { rateLimit: inviting },
      schema: {
        tags,
        description:
          'New terms: a pending invitation is sent again with them; an accepted split ends and its collaborator is invited to them.',
        params: splitParams,
        body: updateSplitSchema,
        response: { 200: splitSchema },
      },
    },
    async (request) => {
      await refuseWhileImpersonating(ctx, request, 'split_edit_refused', {
        ...request.params,
        ...request.body,
      });
      const { id, splitId } = request.params;
      return editSplit(ctx, requireActor(request), id, splitId, request.body);
    },
  );

  app.delete(
    '/releases/:id/splits/:splitId',
    { schema: { tags, params: splitParams, response: { 200: okSchema } } },
    async (request) =>
      removeSplit(ctx, requireActor(request), request.params.id, request.params.splitId),
  );

  app.get(
    '/split-invitations',
    { schema: { tags, response: { 200: splitInvitationListSchema } } },
    async (request) => listMyInvitations(ctx, requireActor(request)),
  );

  app.post(
    '/split-invitations/view',
    {
      config: { access: 'public', rateLimit: perIp('split-invitation-view', 30, '15 minutes') },
      schema: { tags, body: splitTokenSchema, response: { 200: splitInvitationSchema } },
    },
    async (request) => viewInvitation(ctx, request.body.token),
  );

  for (const answer of ['accept', 'decline'] as const) {
    app.post(
      `/split-invitations/${answer}`,
      {
        config: { rateLimit: perIp('split-invitation-answer', 30, '15 minutes') },
        schema: { tags, body: splitTokenSchema, response: { 200: splitInvitationSchema } },
      },
      async (request) => {
        // Never the token in the log: it is the link's secret.
        if (answer === 'accept') {
          await refuseWhileImpersonating(ctx, request, 'split_accept_refused', {});
        }
        return answerInvitation(ctx, requireActor(request), request.body.token, answer);
      },
    );

    app.post(
      `/split-invitations/:id/${answer}`,
      {
        config: { rateLimit: perIp('split-invitation-answer', 30, '15 minutes') },
        schema: {
          tags,
          description: `From the signed-in collaborator's list: ${answer} the invitation as last sent.`,
          params: invitationParams,
          body: answerSplitSchema,
          response: { 200: splitInvitationSchema },
        },
      },
      async (request) => {
        const { id } = request.params;
        if (answer === 'accept') {
          await refuseWhileImpersonating(ctx, request, 'split_accept_refused', { splitId: id });
        }
        return answerOwnInvitation(ctx, requireActor(request), id, {
          invitedAt: request.body.invitedAt,
          answer,
        });
      },
    );
  }
};
