import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { perIp } from '../auth/index.ts';
import { openArtworkFile } from '../uploads/index.ts';
import { renderMissing, renderPage } from './page-html.ts';
import { findPublicLink, recordHit, referrerHost, type Visit } from './public-link.ts';
import { shareImage } from '../uploads/index.ts';
import { pageUrl } from './default-links.ts';

const slugParams = z.object({ slug: z.string().max(100) });
const clickParams = slugParams.extend({ storeId: z.string().max(60) });
const clickQuery = z.object({ from: z.string().max(253).optional() });
const schema = { hide: true, params: slugParams };

/**
 * A page a person opens now and then: 120 a minute per address lets a venue's shared network
 * through and stops a flood. A click is rarer still; images are cached by the browser.
 */
const pageRate = perIp('smart-link-page', 120, '1 minute');
const clickRate = perIp('smart-link-click', 60, '1 minute');
const imageRate = perIp('smart-link-image', 60, '1 minute');

const visitOf = (request: FastifyRequest, from?: string): Visit => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  // Only a proxy we trust (TRUST_PROXY) sets the country; a visitor could send it themselves.
  country: request.server.ctx.config.trustProxy
    ? (request.headers['cf-ipcountry'] as string | undefined)
    : undefined,
  referrer: request.headers.referer,
  from,
});

function answerMissing(request: FastifyRequest, reply: FastifyReply, state: 'missing' | 'gone') {
  const t = request.server.ctx.i18n.getFixedT(request.lang, 'smart-links');
  return reply
    .code(state === 'gone' ? 410 : 404)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-language')
    .send(renderMissing(t, request.lang, state));
}

/** The public smart-link pages, outside /v1: the page, its images and the counted redirect. */
export const smartLinkPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/l/:slug',
    { config: { access: 'public', rateLimit: pageRate }, schema },
    async (request, reply) => {
      const found = await findPublicLink(ctx, request.params.slug);
      if (found.state !== 'found') return answerMissing(request, reply, found.state);
      const { link, release, artistName } = found.found;
      await recordHit(ctx, link.id, '', visitOf(request));
      const from = referrerHost(ctx, visitOf(request));
      const html = renderPage({
        lang: request.lang,
        t: ctx.i18n.getFixedT(request.lang, 'smart-links'),
        url: pageUrl(ctx, link.slug),
        path: `/l/${link.slug}`,
        title: release.title ?? '',
        artist: artistName ?? '',
        hasArtwork: release.artworkUploadId !== null,
        buttons: found.buttons,
        theme: found.theme,
        from: from === 'direct' ? null : from,
      });
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-language')
        .send(html);
    },
  );

  app.get(
    '/l/:slug/artwork.webp',
    { config: { access: 'public', rateLimit: imageRate }, schema },
    async (request, reply) => {
      const found = await findPublicLink(ctx, request.params.slug);
      const id = found.state === 'found' ? found.found.release.artworkUploadId : null;
      if (!id) return answerMissing(request, reply, 'missing');
      const image = await openArtworkFile(ctx, id, 600);
      return reply
        .header('content-type', image.contentType)
        .header('content-length', image.size)
        .header('cache-control', 'public, max-age=3600')
        .send(image.stream);
    },
  );

  app.get(
    '/l/:slug/share.jpg',
    { config: { access: 'public', rateLimit: imageRate }, schema },
    async (request, reply) => {
      const found = await findPublicLink(ctx, request.params.slug);
      const id = found.state === 'found' ? found.found.release.artworkUploadId : null;
      if (!id) return answerMissing(request, reply, 'missing');
      return reply
        .header('content-type', 'image/jpeg')
        .header('cache-control', 'public, max-age=3600')
        .send(await shareImage(ctx, id));
    },
  );

  app.get(
    '/l/:slug/:storeId',
    {
      config: { access: 'public', rateLimit: clickRate },
      schema: { hide: true, params: clickParams, querystring: clickQuery },
    },
    async (request, reply) => {
      const found = await findPublicLink(ctx, request.params.slug);
      if (found.state !== 'found') return answerMissing(request, reply, found.state);
      const button = found.buttons.find((b) => b.storeId === request.params.storeId);
      if (!button) return answerMissing(request, reply, 'missing');
      await recordHit(
        ctx,
        found.found.link.id,
        button.storeId,
        visitOf(request, request.query.from),
      );
      return reply.header('cache-control', 'no-store').redirect(button.target!, 302);
    },
  );
};
