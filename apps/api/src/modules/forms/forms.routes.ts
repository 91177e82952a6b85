import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminFormRequestQuerySchema,
  adminFormRequestSchema,
  formAttachmentLimits,
  formAttachmentSchema,
  formReplySchema,
  formRequestListSchema,
  formRequestPageQuerySchema,
  formRequestSchema,
  formSubmissionSchema,
} from '@soundpost/contracts/forms';
import { AppError } from '../../lib/errors.ts';
import { requireActor } from '../../plugins/auth.ts';
import { perUser } from '../auth/index.ts';
import { closeUnreadBodies, receiveMultipartFile } from '../uploads/index.ts';
import { createAttachment, openAttachment } from './form-attachments.ts';
import {
  getInboxRequest,
  getOwnRequest,
  listInbox,
  listOwnRequests,
  replyToRequest,
  submitRequest,
} from './forms.service.ts';

const tags = ['forms'];
const params = z.object({ id: z.string().max(100) });
const admins = { access: 'admin' as const };

/** A file for a form, streamed and cut off at the limit (as artwork is, decision 011). */
const attachmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const { maxBytes, maxLabel } = formAttachmentLimits;
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 5 } });
  app.addHook('onSend', closeUnreadBodies);
  const tooLarge = () => new AppError('form_attachment_too_large', { params: { max: maxLabel } });

  app.post(
    '/forms/attachments',
    {
      config: { rateLimit: perUser('form-attachment', 30, '1 hour') },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: { 201: formAttachmentSchema },
      },
    },
    async (request, reply) => {
      const receive = (path: string) => receiveMultipartFile(request, path, { maxBytes, tooLarge });
      return reply.code(201).send(await createAttachment(ctx, requireActor(request), receive));
    },
  );
};

/** The request forms, the user's requests and the team's inbox (decision 055). */
export const formsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  await app.register(attachmentRoutes);

  app.get('/forms/attachments/:id', { schema: { tags, params } }, async (request, reply) => {
    const file = await openAttachment(ctx, requireActor(request), request.params.id);
    const name = encodeURIComponent(file.filename);
    return reply
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      .header('content-disposition', `attachment; filename*=UTF-8''${name}`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.stream);
  });

  app.post(
    '/forms/:id/requests',
    {
      config: { rateLimit: perUser('form-request', 20, '1 hour') },
      schema: { tags, params, body: formSubmissionSchema, response: { 201: formRequestSchema } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await submitRequest(ctx, requireActor(request), request.params.id, request.body)),
  );

  app.get(
    '/form-requests',
    {
      schema: {
        tags,
        querystring: formRequestPageQuerySchema,
        response: { 200: formRequestListSchema },
      },
    },
    (request) => listOwnRequests(ctx, requireActor(request), request.query),
  );

  app.get(
    '/form-requests/:id',
    { schema: { tags, params, response: { 200: formRequestSchema } } },
    (request) => getOwnRequest(ctx, requireActor(request), request.params.id),
  );

  app.get(
    '/admin/form-requests',
    {
      config: admins,
      schema: {
        tags,
        querystring: adminFormRequestQuerySchema,
        response: { 200: formRequestListSchema },
      },
    },
    (request) => listInbox(ctx, request.query),
  );

  app.get(
    '/admin/form-requests/:id',
    { config: admins, schema: { tags, params, response: { 200: adminFormRequestSchema } } },
    (request) => getInboxRequest(ctx, request.params.id),
  );

  app.post(
    '/admin/form-requests/:id/replies',
    {
      config: admins,
      schema: { tags, params, body: formReplySchema, response: { 200: adminFormRequestSchema } },
    },
    (request) => replyToRequest(ctx, requireActor(request), request.params.id, request.body),
  );
};
