import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  artistInputSchema,
  artistListQuerySchema,
  artistPageSchema,
  artistPatchSchema,
  artistSchema,
} from '@soundpost/contracts/artists';
import { okSchema } from '@soundpost/contracts/auth';
import { requireActor } from '../../plugins/auth.ts';
import {
  createArtist,
  deleteArtist,
  getArtist,
  listArtists,
  updateArtist,
} from './artists.service.ts';

const tags = ['artists'];
const params = z.object({ id: z.string().max(100) });
const artist = { 200: artistSchema };

export const artistsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/artists',
    { schema: { tags, querystring: artistListQuerySchema, response: { 200: artistPageSchema } } },
    async (request) => listArtists(ctx, requireActor(request), request.query),
  );

  app.post(
    '/artists',
    { schema: { tags, body: artistInputSchema, response: { 201: artistSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createArtist(ctx, requireActor(request), request.body)),
  );

  app.get('/artists/:id', { schema: { tags, params, response: artist } }, async (request) =>
    getArtist(ctx, requireActor(request), request.params.id),
  );

  app.patch(
    '/artists/:id',
    { schema: { tags, params, body: artistPatchSchema, response: artist } },
    async (request) => updateArtist(ctx, requireActor(request), request.params.id, request.body),
  );

  app.delete(
    '/artists/:id',
    { schema: { tags, params, response: { 200: okSchema } } },
    async (request) => deleteArtist(ctx, requireActor(request), request.params.id),
  );
};
