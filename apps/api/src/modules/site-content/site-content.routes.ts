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

  app.post(
    '/admin/site/faqs',
    { config: admins, schema: { tags, body: faqInputSchema, response: { 201: faqSchema } } },
    async (request, reply) => reply.code(201).send(await createEntry(ctx, 'faq', request.body)),
  );
  app.put(
    '/admin/site/faqs/order',
    {
      config: admins,
      schema: { tags, body: siteOrderInputSchema, response: { 200: siteContentAdminSchema } },
    },
    (request) => reorderEntries(ctx, 'faq', request.body.ids),
  );
  app.put(
    '/admin/site/faqs/:id',
    {
      config: admins,
      schema: { tags, params, body: faqInputSchema, response: { 200: faqSchema } },
    },
    (request) => updateEntry(ctx, 'faq', request.params.id, request.body),
  );
  app.delete(
    '/admin/site/faqs/:id',
    { config: admins, schema: { tags, params, response: { 200: okSchema } } },
    (request) => deleteEntry(ctx, 'faq', request.params.id),
  );

  app.post(
    '/admin/site/testimonials',
    {
      config: admins,
      schema: { tags, body: testimonialInputSchema, response: { 201: testimonialSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await createEntry(ctx, 'testimonial', request.body)),
  );
  app.put(
    '/admin/site/testimonials/order',
    {
      config: admins,
      schema: { tags, body: siteOrderInputSchema, response: { 200: siteContentAdminSchema } },
    },
    (request) => reorderEntries(ctx, 'testimonial', request.body.ids),
  );
  app.put(
    '/admin/site/testimonials/:id',
    {
      config: admins,
      schema: { tags, params, body: testimonialInputSchema, response: { 200: testimonialSchema } },
    },
    (request) => updateEntry(ctx, 'testimonial', request.params.id, request.body),
  );
  app.delete(
    '/admin/site/testimonials/:id',
    { config: admins, schema: { tags, params, response: { 200: okSchema } } },
    (request) => deleteEntry(ctx, 'testimonial', request.params.id),
  );
};
