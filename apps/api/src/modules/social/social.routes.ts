import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authProvidersSchema,
  socialLoginSchema,
  socialProviderSchema,
  socialProviders,
} from '@soundpost/contracts/auth';
import { userSchema } from '@soundpost/contracts/users';
import { createOidcClients } from './oidc-client.ts';
import * as service from './social.service.ts';

/** The sign-in result; `redirect` is the same-site path given to /authorize, if any. */
const socialLoginResultSchema = z.object({ user: userSchema, redirect: z.string().nullable() });

/** What Apple's form_post carries; `user` (JSON with the name) only on the first sign-in. */
const appleCallbackSchema = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(200).optional(),
  user: z.string().max(4096).optional(),
});

// Each attempt stores a state row and costs a round trip to the provider.
const rateLimit = { max: 30, timeWindow: 60_000 };

/** Google and Apple sign-in (OpenID Connect, authorization code + PKCE). */
export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: service.SocialDeps = {
    ctx: app.ctx,
    clients: createOidcClients(app.ctx.config, app.ctx.clock),
  };

  // Only Apple's form_post is form-encoded; the parser stays inside this plugin.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get(
    '/auth/providers',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], response: { 200: authProvidersSchema } },
    },
    async () => service.availableProviders(deps),
  );

  app.get(
    '/auth/:provider/authorize',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['auth'],
        description:
          'Browser navigation: 302 to the provider (or to /auth/login?error=auth_failed).',
        params: z.object({ provider: socialProviderSchema }),
        querystring: z.object({ redirect: z.string().max(500).optional() }),
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      return reply.redirect(
        await service.startSocialSignIn(deps, request, reply, provider, request.query.redirect),
        302,
      );
    },
  );

  app.post(
    '/auth/apple/callback',
    {
      config: { access: 'public', crossSite: true },
      schema: {
        tags: ['auth'],
        description: "Apple's form_post: 303 to /auth/callback?code&state&provider=apple.",
        consumes: ['application/x-www-form-urlencoded'],
        body: appleCallbackSchema,
      },
    },
    async (request, reply) =>
      reply.redirect(service.appleCallbackLocation(deps, reply, request.body), 303),
  );

  for (const provider of socialProviders) {
    app.post(
      `/auth/${provider}-login`,
      {
        config: { access: 'public', rateLimit },
        schema: {
          tags: ['auth'],
          body: socialLoginSchema,
          response: { 200: socialLoginResultSchema },
        },
      },
      async (request, reply) =>
        service.completeSocialSignIn(deps, request, reply, provider, request.body),
    );
  }
};
