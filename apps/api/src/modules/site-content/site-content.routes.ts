import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okSchema } from '@soundpost/contracts/auth';
import {
  faqInputSchema,
  faqSchema,
  siteContentAdminSchema,
  siteContentQuerySchema,
  siteContentSchema,
  siteOrderInputSchema,
  testimonialInputSchema,
  testimonialSchema,
} from '@soundpost/contracts/site-content';
import { perIp, perUser } from '../auth/index.ts';
import {
  createEntry,
  deleteEntry,
  listAll,
  reorderEntries,
  siteContent,
  updateEntry,
} from './site-content.service.ts';

const tags = ['site-content'];
const params = z.object({ id: z.string().max(100) });
/** Every visitor's page asks once; 120 a minute per address stops a scraper, not a person. */
const readRate = perIp('site-content', 120, '1 minute');
const admins = {
  access: 'admin' as const,
  rateLimit: perUser('site-content-admin', 300, '1 minute'),
};

const kinds = [
  { kind: 'faq', path: 'faqs', input: faqInputSchema, output: faqSchema },
  {
    kind: 'testimonial',
    path: 'testimonials',
    input: testimonialInputSchema,
    output: testimonialSchema,
  },
] as const;

/** The marketing pages' questions and testimonials (decision 060). */
export const siteContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/site/content',
    {
      config: { access: 'public', rateLimit: readRate },
      schema: { tags, querystring: siteContentQuerySchema, response: { 200: siteContentSchema } },
    },
    (request) => siteContent(ctx, request.query.page, request.query.lang),
  );

  app.get(
    '/admin/site/content',
    { config: admins, schema: { tags, response: { 200: siteContentAdminSchema } } },
    () => listAll(ctx),
  );

  // The same four routes for each kind, under its own path and schemas.
  for (const { kind, path, input, output } of kinds) {
    app.post(
      `/admin/site/${path}`,
      { config: admins, schema: { tags, body: input, response: { 201: output } } },
      async (request, reply) =>
        reply.code(201).send(await createEntry(ctx, kind, request.body as never)),
    );
    app.put(
      `/admin/site/${path}/order`,
      {
        config: admins,
        schema: { tags, body: siteOrderInputSchema, response: { 200: siteContentAdminSchema } },
      },
      (request) => reorderEntries(ctx, kind, request.body.ids),
    );
    app.put(
      `/admin/site/${path}/:id`,
      { config: admins, schema: { tags, params, body: input, response: { 200: output } } },
      (request) => updateEntry(ctx, kind, request.params.id, request.body as never),
    );
    app.delete(
      `/admin/site/${path}/:id`,
      { config: admins, schema: { tags, params, response: { 200: okSchema } } },
      (request) => deleteEntry(ctx, kind, request.params.id),
    );
  }
};
