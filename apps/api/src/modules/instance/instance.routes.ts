import { createHmac } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { instanceSchema, integrationIdentitySchema } from '@soundpost/contracts/instance';
import { notFound } from '../../lib/errors.ts';

/**
 * Public facts about this installation: the support contact, help centre and the integrations
 * turned on; and the signed-in user's identity for them.
 */
export const instanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { chatwoot, posthog } = app.ctx.config.integrations;

  app.get(
    '/instance',
    {
      config: { access: 'public' },
      schema: { tags: ['instance'], response: { 200: instanceSchema } },
    },
    async () => ({
      supportEmail: app.ctx.config.supportEmail,
      helpCenterUrl: app.ctx.config.helpCenterUrl ?? null,
      socialLinks: app.ctx.config.socialLinks,
      integrations: {
        chatwoot: chatwoot ? { url: chatwoot.url, websiteToken: chatwoot.websiteToken } : null,
        posthog: posthog ? { url: posthog.url, key: posthog.key } : null,
      },
    }),
  );

  app.get(
    '/instance/identity',
    {
      config: { access: 'user' },
      schema: { tags: ['instance'], response: { 200: integrationIdentitySchema } },
    },
    async (request) => {
      const { user, session } = request.actor!;
      // Nothing to tell when no tool is on; and an administrator impersonating a user must not
      // chat or be recorded as them.
      if ((!chatwoot && !posthog) || session.impersonatorId) throw notFound();
      return {
        id: user.id,
        name: user.name,
        email: user.email,
        chatwootHash: chatwoot
          ? createHmac('sha256', chatwoot.hmacToken).update(user.id).digest('hex')
          : null,
      };
    },
  );
};
