import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okSchema } from '@soundpost/contracts/auth';
import {
  coverArtImageCount,
  coverArtListQuerySchema,
  coverArtListSchema,
  coverArtPainterSchema,
  coverArtRequestSchema,
  coverArtSetSchema,
  coverArtUsedSchema,
  coverArtUseSchema,
} from '@soundpost/contracts/cover-art';
import { requireActor } from '../../plugins/auth.ts';
import { perUser } from '../auth/index.ts';
import {
  createCoverArtSet,
  deleteCoverArtSet,
  getCoverArtPainter,
  getCoverArtSet,
  listCoverArtSets,
  openCoverArtImage,
  useCoverArtImage,
} from './cover-art.service.ts';

const tags = ['cover-art'];
const params = z.object({ id: z.string().max(100) });
const imageParams = params.extend({
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(coverArtImageCount - 1),
});
const set = { 200: coverArtSetSchema };

/**
 * Each set holds a worker for a few seconds (or a model server for a minute): 30 an hour per
 * user is far above a person trying words and looks, and keeps one account from filling the
 * queue. The plan's monthly allowance comes on top.
 */
const paintRate = perUser('cover-art-paint', 30, '1 hour');

/** Cover art: four images from words and a look, their files and their use as artwork. */
export const coverArtRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/cover-art/painter',
    { schema: { tags, response: { 200: coverArtPainterSchema } } },
    (request) => getCoverArtPainter(ctx, requireActor(request)),
  );

  app.get(
    '/cover-art',
    {
      schema: { tags, querystring: coverArtListQuerySchema, response: { 200: coverArtListSchema } },
    },
    (request) => listCoverArtSets(ctx, requireActor(request), request.query),
  );

  app.post(
    '/cover-art',
    {
      config: { rateLimit: paintRate },
      schema: { tags, body: coverArtRequestSchema, response: { 202: coverArtSetSchema } },
    },
    async (request, reply) =>
      reply.code(202).send(await createCoverArtSet(ctx, requireActor(request), request.body)),
  );

  app.get('/cover-art/:id', { schema: { tags, params, response: set } }, (request) =>
    getCoverArtSet(ctx, requireActor(request), request.params.id),
  );

  app.delete(
    '/cover-art/:id',
    { schema: { tags, params, response: { 200: okSchema } } },
    (request) => deleteCoverArtSet(ctx, requireActor(request), request.params.id),
  );

  app.get(
    '/cover-art/:id/images/:index',
    {
      schema: {
        tags,
        description:
          'The 3000x3000 JPEG (a download), or with `size=600` its WebP preview (shown inline).',
        params: imageParams,
        querystring: z.object({ size: z.enum(['600', '3000']).default('3000') }),
      },
    },
    async (request, reply) => {
      const { id, index } = request.params;
      const size = request.query.size === '600' ? 600 : 3000;
      const image = await openCoverArtImage(ctx, requireActor(request), id, index, size);
      if (size === 3000) {
        reply.header('content-disposition', `attachment; filename="cover-art-${index + 1}.jpg"`);
      }
      return (
        reply
          .header('content-type', image.contentType)
          .header('content-length', image.size)
          // A painted image never changes; its bytes are its owner's only.
          .header('cache-control', 'private, max-age=31536000, immutable')
          .send(image.stream)
      );
    },
  );

  app.post(
    '/cover-art/:id/images/:index/use',
    {
      schema: {
        tags,
        params: imageParams,
        body: coverArtUseSchema,
        response: { 200: coverArtUsedSchema },
      },
    },
    (request) =>
      useCoverArtImage(
        ctx,
        requireActor(request),
        request.params.id,
        request.params.index,
        request.body.releaseId,
      ),
  );
};
