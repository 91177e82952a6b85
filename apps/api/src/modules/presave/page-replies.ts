import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../lib/context.ts';
import { perIp } from '../auth/index.ts';
import { defaultLinkUrl } from '../smart-links/index.ts';
import { renderCampaignPage, renderNotice, type NoticeAction } from './page-html.ts';
import { campaignUrl, releaseDayOf } from './presave.service.ts';
import { presaveProvider } from './providers/spotify.ts';
import type { PublicCampaign } from './public-campaign.ts';

export const keyParams = z.object({ key: z.string().max(100) });
export const langQuery = z.object({ lang: z.string().max(10).optional() });
export const tokenQuery = langQuery.extend({ t: z.string().max(2000) });

/**
 * Per address: the page as often as a smart link's; subscribing (the e-mail form, the start of
 * the OAuth flow and its return) 30 an hour, far above a person and low enough that a script
 * cannot fill a list or send confirmations in bulk; the links of the e-mails 30 a minute.
 */
export const presaveRates = {
  page: perIp('presave-page', 120, '1 minute'),
  subscribe: perIp('presave-subscribe', 30, '1 hour'),
  link: perIp('presave-link', 30, '1 minute'),
  image: perIp('presave-image', 60, '1 minute'),
};

/**
 * The pages' forms post form-encoded (they work without script): the e-mail form, and the leave
 * button (an empty body). The parser stays inside the plugin that calls this.
 */
export function acceptForms(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}

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

/** The answers of the public pre-save routes: the page in its state, and the notices. */
export function pageReplies(ctx: AppContext) {
  const tOf = (lang: string) => ctx.i18n.getFixedT(lang, 'presave');

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

  return { tOf, notice, missing, backTo, page };
}
