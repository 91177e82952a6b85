import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okSchema } from '@soundpost/contracts/auth';
import {
  bannedWordInputSchema,
  bannedWordListSchema,
  bannedWordSchema,
} from '@soundpost/contracts/releases';
import { requireActor } from '../../plugins/auth.ts';
import { addBannedWord, listBannedWords, removeBannedWord } from './release-settings.ts';
import { settleIdentifier } from './settle-identifier.ts';

const tags = ['admin'];
const config = { access: 'admin' as const };

/** The administrators' side of releases: banned words, and disputes over a custom code. */
export const releaseAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.get(
    '/admin/banned-words',
    { config, schema: { tags, response: { 200: bannedWordListSchema } } },
    async () => listBannedWords(ctx),
  );

  app.post(
    '/admin/banned-words',
    { config, schema: { tags, body: bannedWordInputSchema, response: { 201: bannedWordSchema } } },
    async (request, reply) =>
      reply.status(201).send(await addBannedWord(ctx, requireActor(request), request.body.word)),
  );

  app.delete(
    '/admin/banned-words/:word',
    {
      config,
      schema: {
        tags,
        params: z.object({ word: z.string().max(100) }),
        response: { 200: okSchema },
      },
    },
    async (request) => removeBannedWord(ctx, request.params.word),
  );

  app.delete(
    '/admin/releases/:id/identifiers/:code',
    {
      config,
      schema: {
        tags,
        description:
          "Takes a disputed custom ISRC (from the release's tracks) or UPC off the release, so its rightful owner can use it.",
        params: z.object({ id: z.string().max(100), code: z.string().max(40) }),
        response: { 200: okSchema },
      },
    },
    async (request) => settleIdentifier(ctx, request.params.id, request.params.code),
  );
};
