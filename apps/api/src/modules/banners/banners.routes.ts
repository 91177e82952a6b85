import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bannerQuerySchema } from '@soundpost/contracts/banners';
import { requireActor } from '../../plugins/auth.ts';
import { perUser } from '../auth/index.ts';
import { makeBanner } from './banners.service.ts';
import { asciiSlug } from '../../lib/slug.ts';

/**
 * Banners per user and hour: a person trying sizes and palettes makes a few dozen; each costs
 * a fraction of a second of a core, so one account cannot keep the server drawing.
 */
const bannerRate = perUser('banner', 240, '1 hour');

/** A file name from the release's title and the banner's size. */
const fileName = (title: string, size: string) => `${asciiSlug(title, 60) || 'banner'}-${size}.png`;

export const bannersRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.get(
    '/banners',
    {
      config: { rateLimit: bannerRate },
      schema: { tags: ['tools'], querystring: bannerQuerySchema },
    },
    async (request, reply) => {
      const { png, title } = await makeBanner(ctx, requireActor(request), request.query);
      if (request.query.download) {
        reply.header(
          'content-disposition',
          `attachment; filename="${fileName(title, request.query.size)}"`,
        );
      }
      // Drawn from the release as it is now: a changed title shows at the next preview.
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'private, no-cache')
        .send(png);
    },
  );
};
