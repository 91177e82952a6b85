import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { longDate } from './page-html.ts';
import {
  acceptForms,
  keyParams,
  langQuery,
  pageReplies,
  presaveRates,
  tokenQuery,
} from './page-replies.ts';
import { releaseDayOf } from './presave.service.ts';
import { canLeave, completeSpotify, confirmEmail, leave, leaveLink } from './subscriptions.ts';

const authQuery = langQuery.extend({
  code: z.string().max(2000).optional(),
  state: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(500).optional(),
});

/**
 * Where a listener lands from elsewhere (decision 054): `/spotify-auth` back from Spotify, and
 * the links of the e-mails and of the success screen (confirm, leave).
 */
export const presaveLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const { tOf, notice, missing, backTo } = pageReplies(ctx);
  acceptForms(app);

  app.get(
    '/spotify-auth',
    {
      config: { access: 'public', rateLimit: presaveRates.subscribe },
      schema: { hide: true, querystring: authQuery },
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

  app.get(
    '/release/:key/confirm',
    {
      config: { access: 'public', rateLimit: presaveRates.link },
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
      config: { access: 'public', rateLimit: presaveRates.link },
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
      config: { access: 'public', rateLimit: presaveRates.link },
      schema: { hide: true, params: keyParams, querystring: tokenQuery },
    },
    async (request, reply) =>
      (await leave(ctx, request.params.key, request.query.t))
        ? notice(reply, request.lang, 200, 'left')
        : notice(reply, request.lang, 404, 'invalidLink'),
  );
};
