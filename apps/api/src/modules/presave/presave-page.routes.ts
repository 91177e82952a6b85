import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Language } from '@soundpost/contracts/locales';
import { shareImage } from '../uploads/index.ts';
import { openArtworkFile } from '../uploads/index.ts';
import { acceptForms, keyParams, langQuery, pageReplies, presaveRates } from './page-replies.ts';
import { findPublicCampaign } from './public-campaign.ts';
import { spotifyAuthorizeUrl, subscribeByEmail } from './subscriptions.ts';

const schema = { hide: true, params: keyParams, querystring: langQuery };

/**
 * The public pre-save page `/release/{key}`, outside /v1 (decision 054): the page, its images,
 * and the two ways to subscribe.
 */
export const presavePageRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const { tOf, notice, missing, backTo, page } = pageReplies(ctx);

  acceptForms(app);

  app.get(
    '/release/:key',
    { config: { access: 'public', rateLimit: presaveRates.page }, schema },
    async (request, reply) =>
      page(request, reply, await findPublicCampaign(ctx, request.params.key)),
  );

  for (const [file, draw] of [
    ['artwork.webp', 'artwork'],
    ['share.jpg', 'share'],
  ] as const) {
    app.get(
      `/release/:key/${file}`,
      { config: { access: 'public', rateLimit: presaveRates.image }, schema },
      async (request, reply) => {
        const campaign = await findPublicCampaign(ctx, request.params.key);
        const id = campaign.state === 'found' ? campaign.found.release.artworkUploadId : null;
        if (!id) return missing(reply, request.lang, 'missing');
        reply.header('cache-control', 'public, max-age=3600');
        if (draw === 'share') {
          return reply.header('content-type', 'image/jpeg').send(await shareImage(ctx, id));
        }
        const image = await openArtworkFile(ctx, id, 600);
        return reply
          .header('content-type', image.contentType)
          .header('content-length', image.size)
          .send(image.stream);
      },
    );
  }

  app.get(
    '/release/:key/spotify',
    { config: { access: 'public', rateLimit: presaveRates.subscribe }, schema },
    async (request, reply) => {
      const campaign = await findPublicCampaign(ctx, request.params.key);
      if (campaign.state !== 'found') return missing(reply, request.lang, campaign.state);
      const url =
        campaign.phase === 'scheduled'
          ? spotifyAuthorizeUrl(ctx, campaign.found.campaign.id, request.lang)
          : null;
      if (!url) return page(request, reply, campaign);
      return reply.header('cache-control', 'no-store').redirect(url, 303);
    },
  );

  app.post(
    '/release/:key/notify',
    {
      config: { access: 'public', rateLimit: presaveRates.subscribe },
      schema: { ...schema, body: z.record(z.string(), z.string()).optional() },
    },
    async (request, reply) => {
      const lang = request.lang as Language;
      const result = await subscribeByEmail(ctx, request.params.key, request.body ?? {}, lang);
      if (result.invalid) {
        return page(request, reply, result.campaign, 422, {
          emailError: tOf(lang)('page.emailInvalid'),
          email: String((request.body as Record<string, string> | undefined)?.email ?? '').slice(
            0,
            254,
          ),
        });
      }
      if (result.campaign.state !== 'found' || result.campaign.phase !== 'scheduled') {
        return page(request, reply, result.campaign);
      }
      return notice(reply, lang, 200, 'checkInbox', {}, backTo(lang, result.campaign));
    },
  );
};
