import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okSchema } from '@soundpost/contracts/auth';
import {
  accountSettingsSchema,
  changeEmailSchema,
  changePasswordSchema,
  notificationSettingsSchema,
  recoveryCodesRequestSchema,
  recoveryCodesSchema,
  sessionSchema,
  twofactorDisableSchema,
  twofactorEnableSchema,
  twofactorSetupRequestSchema,
  twofactorSetupSchema,
  updateProfileSchema,
} from '@soundpost/contracts/users';
import { requireActor } from '../../plugins/auth.ts';
import {
  perIp,
  disableTwofactor,
  enableTwofactor,
  regenerateRecoveryCodes,
  setupTwofactor,
} from '../auth/index.ts';
import {
  changePassword,
  endOneSession,
  getAccount,
  listSessions,
  requestEmailChange,
  revokeOtherSessions,
  saveSettings,
} from './account.service.ts';

const tags = ['account'];
const settings = { 200: accountSettingsSchema };
const ok = { 200: okSchema };

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get('/account', { schema: { tags, response: settings } }, async (request) =>
    getAccount(ctx, requireActor(request)),
  );

  app.patch(
    '/account/profile',
    { schema: { tags, body: updateProfileSchema, response: settings } },
    async (request) =>
      saveSettings(ctx, request, requireActor(request), request.body, 'profile_updated'),
  );

  app.post(
    '/account/email',
    {
      config: { rateLimit: perIp('account-email', 10, '15 minutes') },
      schema: { tags, body: changeEmailSchema, response: settings },
    },
    async (request, reply) =>
      requestEmailChange(ctx, { request, reply }, requireActor(request), request.body),
  );

  app.post(
    '/account/password',
    { schema: { tags, body: changePasswordSchema, response: ok } },
    async (request, reply) =>
      changePassword(ctx, { request, reply }, requireActor(request), request.body),
  );

  app.patch(
    '/account/notifications',
    { schema: { tags, body: notificationSettingsSchema, response: settings } },
    async (request) =>
      saveSettings(ctx, request, requireActor(request), request.body, 'notifications_updated'),
  );

  app.post(
    '/account/twofactor/setup',
    {
      schema: { tags, body: twofactorSetupRequestSchema, response: { 200: twofactorSetupSchema } },
    },
    async (request, reply) =>
      setupTwofactor(ctx, { request, reply }, requireActor(request), request.body),
  );

  app.post(
    '/account/twofactor/enable',
    { schema: { tags, body: twofactorEnableSchema, response: { 200: recoveryCodesSchema } } },
    async (request, reply) =>
      enableTwofactor(ctx, { request, reply }, requireActor(request), request.body),
  );

  app.post(
    '/account/twofactor/recovery-codes',
    { schema: { tags, body: recoveryCodesRequestSchema, response: { 200: recoveryCodesSchema } } },
    async (request, reply) =>
      regenerateRecoveryCodes(ctx, { request, reply }, requireActor(request), request.body),
  );

  app.post(
    '/account/twofactor/disable',
    { schema: { tags, body: twofactorDisableSchema, response: ok } },
    async (request, reply) =>
      disableTwofactor(ctx, { request, reply }, requireActor(request), request.body),
  );

  app.get(
    '/account/sessions',
    { schema: { tags, response: { 200: z.array(sessionSchema) } } },
    async (request) => listSessions(ctx, requireActor(request)),
  );

  app.delete(
    '/account/sessions/:id',
    { schema: { tags, params: z.object({ id: z.string().max(100) }), response: ok } },
    async (request, reply) =>
      endOneSession(ctx, { request, reply }, requireActor(request), request.params.id),
  );

  app.post('/account/sessions/revoke-others', { schema: { tags, response: ok } }, async (request) =>
    revokeOtherSessions(ctx, request, requireActor(request)),
  );
};
