import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okSchema } from '@soundpost/contracts/auth';
import {
  blogPostInputSchema,
  blogPostListSchema,
  blogPostSchema,
  blogPreviewInputSchema,
  blogPreviewSchema,
} from '@soundpost/contracts/blog';
import { requireActor } from '../../plugins/auth.ts';
import {
  createPost,
  deletePost,
  getPost,
  listPosts,
  previewPost,
  updatePost,
} from './blog.service.ts';

const tags = ['blog'];
const params = z.object({ id: z.string().max(100) });
const admins = { access: 'admin' as const };

/** The admins' blog editor (decision 059); visitors read the posts at /blog. */
export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/admin/blog/posts',
    { config: admins, schema: { tags, response: { 200: blogPostListSchema } } },
    () => listPosts(ctx),
  );

  app.post(
    '/admin/blog/posts',
    {
      config: admins,
      schema: { tags, body: blogPostInputSchema, response: { 201: blogPostSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await createPost(ctx, requireActor(request), request.body)),
  );

  app.get(
    '/admin/blog/posts/:id',
    { config: admins, schema: { tags, params, response: { 200: blogPostSchema } } },
    (request) => getPost(ctx, request.params.id),
  );

  app.put(
    '/admin/blog/posts/:id',
    {
      config: admins,
      schema: { tags, params, body: blogPostInputSchema, response: { 200: blogPostSchema } },
    },
    (request) => updatePost(ctx, requireActor(request), request.params.id, request.body),
  );

  app.delete(
    '/admin/blog/posts/:id',
    { config: admins, schema: { tags, params, response: { 200: okSchema } } },
    (request) => deletePost(ctx, request.params.id),
  );

  app.post(
    '/admin/blog/preview',
    {
      config: admins,
      schema: { tags, body: blogPreviewInputSchema, response: { 200: blogPreviewSchema } },
    },
    (request) => previewPost(request.body.body),
  );
};
