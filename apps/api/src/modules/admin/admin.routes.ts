import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminUserDetailSchema,
  adminUserListQuerySchema,
  adminUserPageSchema,
  adminUserSchema,
  blockUserSchema,
  setPlanSchema,
} from '@soundpost/contracts/admin';
import { userSchema } from '@soundpost/contracts/users';
import { requireActor } from '../../plugins/auth.ts';
import {
  blockUser,
  changeUserPlan,
  getUserDetail,
  impersonateUser,
  listUsers,
  stopImpersonation,
  unblockUser,
} from './admin.service.ts';

const tags = ['admin'];
const admin = { access: 'admin' as const };
const userParams = z.object({ id: z.string().max(100) });
const userResult = { 200: z.object({ user: userSchema }) };

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/admin/users',
    {
      config: admin,
      schema: {
        tags,
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserPageSchema },
      },
    },
    async (request) => listUsers(ctx, request.query),
  );

  app.get(
    '/admin/users/:id',
    {
      config: admin,
      schema: { tags, params: userParams, response: { 200: adminUserDetailSchema } },
    },
    async (request) => getUserDetail(ctx, request.params.id),
  );

  app.post(
    '/admin/users/:id/impersonate',
    { config: admin, schema: { tags, params: userParams, response: userResult } },
    async (request, reply) =>
      impersonateUser(ctx, { request, reply }, requireActor(request), request.params.id),
  );

  // The actor here is the impersonated user, not an admin: the session's impersonatorId is
  // what authorizes going back. Blocked targets must be able to leave too.
  app.post(
    '/admin/impersonation/stop',
    {
      config: { access: 'user', allowBlocked: true },
      schema: { tags, response: userResult },
    },
    async (request, reply) => stopImpersonation(ctx, { request, reply }, requireActor(request)),
  );

  app.post(
    '/admin/users/:id/block',
    {
      config: admin,
      schema: {
        tags,
        params: userParams,
        body: blockUserSchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) =>
      blockUser(ctx, request, requireActor(request), request.params.id, request.body),
  );

  app.post(
    '/admin/users/:id/unblock',
    { config: admin, schema: { tags, params: userParams, response: { 200: adminUserSchema } } },
    async (request) => unblockUser(ctx, request, requireActor(request), request.params.id),
  );

  app.patch(
    '/admin/users/:id/plan',
    {
      config: admin,
      schema: { tags, params: userParams, body: setPlanSchema, response: { 200: adminUserSchema } },
    },
    async (request) =>
      changeUserPlan(ctx, request, requireActor(request), request.params.id, request.body.plan),
  );
};
