import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Language } from '@soundpost/contracts/locales';
import { perIp } from '../auth/index.ts';
import { defaultLinkUrl, shareImage } from '../smart-links/index.ts';
import { openArtworkFile } from '../uploads/index.ts';
import { campaignUrl, releaseDayOf } from './presave.service.ts';
import { renderCampaignPage, renderNotice, longDate, type NoticeAction } from './page-html.ts';
import { presaveProvider } from './providers/spotify.ts';
import { findPublicCampaign, type PublicCampaign } from './public-campaign.ts';
import {
  canLeave,
  completeSpotify,
  confirmEmail,
  leave,
  leaveLink,
  spotifyAuthorizeUrl,
  subscribeByEmail,
} from './subscriptions.ts';

const keyParams = z.object({ key: z.string().max(100) });
const langQuery = z.object({ lang: z.string().max(10).optional() });
const tokenQuery = langQuery.extend({ t: z.string().max(2000) });
const authQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(500).optional(),
});
const schema = { hide: true, params: keyParams, querystring: langQuery };

/**
 * Per address: the page as often as a smart link's; subscribing (the e-mail form, the start of
 * the OAuth flow) 10 a minute and 30 an hour, far above a person and low enough that a script
 * cannot fill a list or send confirmations in bulk; the links of the e-mails 30 a minute.
 */
const pageRate = perIp('presave-page', 120, '1 minute');
const subscribeRate = perIp('presave-subscribe', 30, '1 hour');
const linkRate = perIp('presave-link', 30, '1 minute');
const imageRate = perIp('presave-image', 60, '1 minute');

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return (
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('vary', 'accept-language')
      // Same-origin only: the page's forms then carry our Origin (the origin check wants it), and
      // no address of the flow (a leave link's token) goes to another site.
      .header('referrer-policy', 'same-origin')
      .send(html)
  );
}

/** The public pre-save pages, outside /v1 (decision 054). */
export const presavePageRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tOf = (lang: string) => ctx.i18n.getFixedT(lang, 'presave');

  // The e-mail form posts form-encoded (the page has no script); the parser stays in here.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const notice = (
    reply: FastifyReply,
    lang: string,
    status: number,
    name: string,
    values: Record<string, string> = {},
    actions: NoticeAction[] = [],
  ) => sendHtml(reply, status, renderNotice(tOf(lang), lang, name, values, actions));

  /** Not found (404) or removed (410), as spec section 4 names them. */
  const missing = (reply: FastifyReply, lang: string, state: 'missing' | 'gone') =>
    notice(reply, lang, state === 'gone' ? 410 : 404, state === 'gone' ? 'removed' : 'notFound');

  const backTo = (lang: string, campaign?: PublicCampaign): NoticeAction[] =>
    campaign?.state === 'found'
      ? [
          {
            href: `/release/${campaign.found.campaign.key}?lang=${lang}`,
            label: tOf(lang)('notice.back'),
          },
        ]
      : [];

  async function page(
    request: FastifyRequest,
    reply: FastifyReply,
    campaign: PublicCampaign,
    status = 200,
    form: { emailError?: string; email?: string } = {},
  ) {
    const lang = request.lang;
    if (campaign.state !== 'found') return missing(reply, lang, campaign.state);
    const { campaign: row, release, artistName } = campaign.found;
    return sendHtml(
      reply,
      status,
      renderCampaignPage({
        lang,
        t: tOf(lang),
        url: campaignUrl(ctx, row.key),
        path: `/release/${row.key}`,
        title: release.title ?? '',
        artist: artistName ?? '',
        releaseDay: releaseDayOf(release),
        hasArtwork: release.artworkUploadId !== null,
        state: campaign.phase,
        spotify: presaveProvider(ctx.config) !== undefined,
        listenUrl:
          campaign.phase === 'released'
            ? await defaultLinkUrl(ctx, row.ownerId, row.releaseId)
            : null,
        ...form,
      }),
    );
  }

  app.get(
    '/release/:key',
    { config: { access: 'public', rateLimit: pageRate }, schema },
    async (request, reply) =>
      page(request, reply, await findPublicCampaign(ctx, request.params.key)),
  );

  for (const [file, draw] of [
    ['artwork.webp', 'artwork'],
    ['share.jpg', 'share'],
  ] as const) {
    app.get(
      `/release/:key/${file}`,
      { config: { access: 'public', rateLimit: imageRate }, schema },
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
    { config: { access: 'public', rateLimit: subscribeRate }, schema },
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

  app.get(
    '/spotify-auth',
    {
      config: { access: 'public', rateLimit: subscribeRate },
      schema: { hide: true, querystring: authQuery.extend(langQuery.shape) },
    },
    async (request, reply) => {
      const result = await completeSpotify(ctx, request.query);
      const lang = result.lang ?? request.lang;
      if (result.outcome !== 'success') {
        const status = result.outcome === 'denied' ? 200 : 400;
        return notice(
          reply,
          lang,
          status,
          `spotify.${result.outcome}`,
          {},
          backTo(lang, result.campaign),
        );
      }
      const found = result.campaign.state === 'found' ? result.campaign.found : undefined;
      const day = found && releaseDayOf(found.release);
      return notice(
        reply,
        lang,
        200,
        'spotify.success',
        { title: found?.release.title ?? '', date: day ? longDate(lang, day) : '' },
        [
          {
            href: leaveLink(ctx, found!.campaign.key, result.subscriberId, lang),
            label: tOf(lang)('notice.leaveLink'),
          },
        ],
      );
    },
  );

  app.post(
    '/release/:key/notify',
    {
      config: { access: 'public', rateLimit: subscribeRate },
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

  app.get(
    '/release/:key/confirm',
    {
      config: { access: 'public', rateLimit: linkRate },
      schema: { hide: true, params: keyParams, querystring: tokenQuery },
    },
    async (request, reply) => {
      const result = await confirmEmail(ctx, request.params.key, request.query.t);
      if (result.campaign.state !== 'found') {
        return missing(reply, request.lang, result.campaign.state);
      }
      const title = result.campaign.found.release.title ?? '';
      return result.ok
        ? notice(reply, request.lang, 200, 'confirmed', { title })
        : notice(
            reply,
            request.lang,
            400,
            'invalidLink',
            {},
            backTo(request.lang, result.campaign),
          );
    },
  );

  app.get(
    '/release/:key/leave',
    {
      config: { access: 'public', rateLimit: linkRate },
      schema: { hide: true, params: keyParams, querystring: tokenQuery },
    },
    async (request, reply) => {
      const lang = request.lang;
      if (!(await canLeave(ctx, request.params.key, request.query.t))) {
        return notice(reply, lang, 404, 'invalidLink');
      }
      // A button, not the link itself: mail scanners open links, and leaving cannot be undone.
      const query = new URLSearchParams({ t: request.query.t, lang });
      return notice(reply, lang, 200, 'leave', {}, [
        {
          href: `/release/${request.params.key}/leave?${query}`,
          label: tOf(lang)('notice.leave.action'),
          method: 'post',
        },
      ]);
    },
  );

  app.post(
    '/release/:key/leave',
    {
      config: { access: 'public', rateLimit: linkRate },
      schema: { hide: true, params: keyParams, querystring: tokenQuery },
    },
    async (request, reply) =>
      (await leave(ctx, request.params.key, request.query.t))
        ? notice(reply, request.lang, 200, 'left')
        : notice(reply, request.lang, 404, 'invalidLink'),
  );
};
