import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { languageSchema } from '@soundpost/contracts/locales';
import { perIp } from '../auth/index.ts';
import { openArtworkFile, shareImage } from '../uploads/index.ts';
import {
  renderFeed,
  renderList,
  renderMissing,
  renderPost,
  type PageContext,
} from './blog-pages.ts';
import * as repo from './blog.repository.ts';

const perPage = 10;
const pageRate = perIp('blog-page', 120, '1 minute');
const slugParams = z.object({ slug: z.string().max(100) });
const listQuery = z.object({
  tag: z.string().max(30).optional(),
  page: z.coerce.number().int().min(1).max(1000).catch(1).default(1),
});
const publicRoute = { config: { access: 'public' as const, rateLimit: pageRate } };

function sendHtml(reply: FastifyReply, html: string, status = 200) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-language')
    .send(html);
}

/**
 * The public blog (decision 059), outside /v1 and outside the web app: server-rendered HTML
 * with no script, so a crawler and a phone get the whole post at once; and one Atom feed per
 * language.
 */
export const blogPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const pageOf = (request: FastifyRequest): PageContext => ({
    lang: request.lang,
    t: ctx.i18n.getFixedT(request.lang, 'blog'),
    appUrl: ctx.config.appUrl,
  });
  const livePost = async (slug: string) =>
    /^[a-z0-9-]{3,80}$/.test(slug)
      ? repo.findLivePostBySlug(ctx.db, slug, ctx.clock.now())
      : undefined;

  app.get(
    '/blog',
    { ...publicRoute, schema: { hide: true, querystring: listQuery } },
    async (request, reply) => {
      const now = ctx.clock.now();
      const page = pageOf(request);
      const tag = request.query.tag?.toLowerCase();
      const [{ items, total }, tags] = await Promise.all([
        repo.listLivePosts(ctx.db, {
          lang: page.lang,
          tag,
          now,
          offset: (request.query.page - 1) * perPage,
          limit: perPage,
        }),
        repo.liveTags(ctx.db, page.lang, now),
      ]);
      const pages = Math.max(1, Math.ceil(total / perPage));
      const html = renderList(page, { posts: items, tag, tags, page: request.query.page, pages });
      return sendHtml(reply, html, request.query.page > pages ? 404 : 200);
    },
  );

  app.get(
    '/blog/feed/:lang',
    { ...publicRoute, schema: { hide: true, params: z.object({ lang: languageSchema }) } },
    async (request, reply) => {
      const lang = request.params.lang;
      const { items } = await repo.listLivePosts(ctx.db, {
        lang,
        now: ctx.clock.now(),
        offset: 0,
        limit: 20,
      });
      const page = { lang, t: ctx.i18n.getFixedT(lang, 'blog'), appUrl: ctx.config.appUrl };
      return reply
        .header('content-type', 'application/atom+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=600')
        .send(renderFeed(page, items));
    },
  );

  app.get(
    '/blog/:slug',
    { ...publicRoute, schema: { hide: true, params: slugParams } },
    async (request, reply) => {
      const now = ctx.clock.now();
      const post = await livePost(request.params.slug);
      if (!post) return sendHtml(reply, renderMissing(pageOf(request)), 404);
      const [similar, { previous, next }] = await Promise.all([
        repo.similarPosts(ctx.db, post, now, 3),
        repo.neighbours(ctx.db, post, now),
      ]);
      const page = {
        ...pageOf(request),
        lang: post.lang,
        t: ctx.i18n.getFixedT(post.lang, 'blog'),
      };
      return sendHtml(reply, renderPost(page, { post, similar, previous, next }));
    },
  );

  app.get(
    '/blog/:slug/cover.webp',
    { ...publicRoute, schema: { hide: true, params: slugParams } },
    async (request, reply) => {
      const post = await livePost(request.params.slug);
      if (!post?.coverUploadId) return sendHtml(reply, renderMissing(pageOf(request)), 404);
      const image = await openArtworkFile(ctx, post.coverUploadId, 600);
      return reply
        .header('content-type', image.contentType)
        .header('content-length', image.size)
        .header('cache-control', 'public, max-age=3600')
        .send(image.stream);
    },
  );

  app.get(
    '/blog/:slug/share.jpg',
    { ...publicRoute, schema: { hide: true, params: slugParams } },
    async (request, reply) => {
      const post = await livePost(request.params.slug);
      if (!post?.coverUploadId) return sendHtml(reply, renderMissing(pageOf(request)), 404);
      return reply
        .header('content-type', 'image/jpeg')
        .header('cache-control', 'public, max-age=3600')
        .send(await shareImage(ctx, post.coverUploadId));
    },
  );
};
