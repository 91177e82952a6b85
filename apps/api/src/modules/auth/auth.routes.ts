import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  loginSchema,
  okSchema,
  passwordResetLinkSchema,
  passwordResetSchema,
  registerSchema,
  twofactorConfirmSchema,
  verifyEmailSchema,
} from '@soundpost/contracts/auth';
import { captchaChallengeSchema } from '@soundpost/contracts/captcha';
import {
  loginResultSchema,
  revertEmailResultSchema,
  revertEmailSchema,
  userSchema,
} from '@soundpost/contracts/users';
import { requireActor } from '../../plugins/auth.ts';
import { login, logout, register } from './auth.service.ts';
import { createCaptcha } from './captcha.service.ts';
import { revertEmailChange } from './email-revert.service.ts';
import { resendEmailVerification, verifyEmail } from './email-verification.service.ts';
import {
  checkPasswordResetToken,
  requestPasswordReset,
  resetPassword,
} from './password-reset.service.ts';
import { confirmTwofactor } from './twofactor.service.ts';
import { perIp } from './throttle.ts';

const tags = ['auth'];
const userResult = z.object({ user: userSchema });
const resetTokenParams = z.object({ token: z.string().min(1).max(200) });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/auth/captcha',
    {
      config: { access: 'public', rateLimit: perIp('captcha', 30, '1 minute') },
      schema: { tags, response: { 200: captchaChallengeSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return createCaptcha(ctx);
    },
  );

  app.post(
    '/auth/register',
    {
      config: {
        access: 'public',
        allowTwofactorPending: true,
        rateLimit: perIp('register', 20, '1 hour'),
      },
      schema: { tags, body: registerSchema, response: { 201: userResult } },
    },
    async (request, reply) => {
      const result = await register(ctx, { request, reply }, request.body);
      return reply.code(201).send(result);
    },
  );

  app.post(
    '/auth/login',
    {
      config: { access: 'public', allowTwofactorPending: true },
      schema: { tags, body: loginSchema, response: { 200: loginResultSchema } },
    },
    async (request, reply) => login(ctx, { request, reply }, request.body),
  );

  app.post(
    '/auth/twofactor-confirm',
    {
      config: { access: 'public', allowTwofactorPending: true, allowBlocked: true },
      schema: { tags, body: twofactorConfirmSchema, response: { 200: userResult } },
    },
    async (request, reply) => confirmTwofactor(ctx, { request, reply }, request.body.code),
  );

  app.get(
    '/auth/logout',
    {
      config: {
        access: 'public',
        allowBlocked: true,
        allowTwofactorPending: true,
        changesState: true,
      },
      schema: { tags, response: { 200: okSchema } },
    },
    async (request, reply) => logout(ctx, { request, reply }),
  );

  app.post(
    '/auth/verify-email',
    {
      config: { access: 'public', rateLimit: perIp('verify-email', 30, '15 minutes') },
      schema: { tags, body: verifyEmailSchema, response: { 200: okSchema } },
    },
    async (request) => verifyEmail(ctx, request, request.body.token),
  );

  app.post(
    '/auth/verify-email/resend',
    {
      config: { rateLimit: perIp('verify-email-resend', 5, '15 minutes') },
      schema: { tags, response: { 200: okSchema } },
    },
    async (request) => resendEmailVerification(ctx, requireActor(request).user),
  );

  app.post(
    '/auth/revert-email',
    {
      config: { access: 'public', rateLimit: perIp('revert-email', 30, '15 minutes') },
      schema: { tags, body: revertEmailSchema, response: { 200: revertEmailResultSchema } },
    },
    async (request) => revertEmailChange(ctx, request, request.body.token),
  );

  app.post(
    '/auth/password-reset-link',
    {
      config: { access: 'public', rateLimit: perIp('password-reset-link', 10, '15 minutes') },
      schema: { tags, body: passwordResetLinkSchema, response: { 200: okSchema } },
    },
    async (request) => requestPasswordReset(ctx, request.body),
  );

  app.get(
    '/auth/password-reset/:token',
    {
      config: { access: 'public', rateLimit: perIp('password-reset-check', 30, '15 minutes') },
      schema: {
        tags,
        params: resetTokenParams,
        response: { 200: okSchema },
      },
    },
    async (request) => checkPasswordResetToken(ctx, request.params.token),
  );

  app.post(
    '/auth/password-reset/:token',
    {
      config: { access: 'public', rateLimit: perIp('password-reset', 30, '15 minutes') },
      schema: {
        tags,
        params: resetTokenParams,
        body: passwordResetSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => resetPassword(ctx, request, request.params.token, request.body),
  );
};
