import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../plugins/auth.ts';
import { perUser } from '../auth/index.ts';
import { makePromotionKit } from './promotion-kit.ts';

/** One-click promotion (decision 053): a release's promotion kit as one zip. */
export const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/releases/:id/promotion-kit',
    {
      // Three banners drawn each time: a person downloads a kit now and then.
      config: { rateLimit: perUser('promotion-kit', 30, '1 hour') },
      schema: {
        tags: ['promotion'],
        description:
          'The promotion kit of a published or live release: `application/zip` with its three banners, its smart link as text and as a QR code, and captions for Instagram, TikTok and X in the artist’s language.',
        params: z.object({ id: z.string().max(100) }),
        produces: ['application/zip'],
      },
    },
    async (request, reply) => {
      const kit = await makePromotionKit(ctx, requireActor(request), request.params.id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${kit.fileName}"`)
        .header('cache-control', 'private, no-cache')
        .send(kit.zip);
    },
  );
};
