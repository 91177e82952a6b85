import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okSchema } from '@soundpost/contracts/auth';
import {
  apiTokenCreatedSchema,
  apiTokenInputSchema,
  apiTokenSchema,
} from '@soundpost/contracts/api-tokens';
import { requireActor } from '../../plugins/auth.ts';
import { createToken, listTokens, revokeToken } from './api-tokens.service.ts';

const tags = ['account'];

/** The account's personal access tokens (settings → API); a session's only, never a token's. */
export const apiTokensRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/account/api-tokens',
    { schema: { tags, response: { 200: z.array(apiTokenSchema) } } },
    async (request) => listTokens(ctx, requireActor(request)),
  );

  app.post(
    '/account/api-tokens',
    { schema: { tags, body: apiTokenInputSchema, response: { 201: apiTokenCreatedSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createToken(ctx, request, requireActor(request), request.body)),
  );

  app.delete(
    '/account/api-tokens/:id',
    {
      schema: { tags, params: z.object({ id: z.string().max(100) }), response: { 200: okSchema } },
    },
    async (request) => revokeToken(ctx, request, requireActor(request), request.params.id),
  );
};
