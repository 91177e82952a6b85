import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from '@soundpost/contracts/errors';
import type { Language } from '@soundpost/contracts/locales';
import { isConnectionError } from '../db/connection-errors.ts';
import { AppError } from '../lib/errors.ts';

const statusCodes: Record<number, ErrorCode> = {
  400: 'validation_failed',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** How long a client should wait before retrying after a lost database connection. */
const retryAfterSeconds = 2;

/** One error format for every failure: {code, message, fields?, requestId}; 5xx hide internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  const translate = (lang: Language, code: string, params?: Record<string, unknown>) =>
    app.ctx.i18n.getFixedT(lang, 'errors')(code, params ?? {});

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const lang = request.lang;
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      // A service we depend on is down or misconfigured: the operator must see why.
      if (error.status >= 500) request.log.error({ err: error.cause ?? error }, error.code);
      return reply.status(error.status).send({
        code: error.code,
        message: translate(lang, error.code, error.params),
        fields: error.fields,
        params: error.params,
        requestId: request.id,
        ...error.extra,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      // fastify-type-provider-zod 7 gives each issue as {instancePath: '/a/b', message}.
      for (const { instancePath, message = '' } of error.validation) {
        const path = instancePath.split('/').filter(Boolean).join('.') || '_';
        fields[path] ??= message.length < 40 && /^[a-z_]+$/.test(message) ? message : 'invalid';
      }
      return reply.status(400).send({
        code: 'validation_failed',
        message: translate(lang, 'validation_failed'),
        fields,
        requestId: request.id,
      });
    }
    if (isConnectionError(error)) {
      // A failover or network blip: this request is lost, the process is not; try again soon.
      request.log.warn({ err: error }, 'database connection lost');
      return reply
        .status(503)
        .header('retry-after', String(retryAfterSeconds))
        .send({
          code: 'service_unavailable',
          message: translate(lang, 'service_unavailable'),
          requestId: request.id,
        });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({
        code: 'internal_error',
        message: translate(lang, 'internal_error'),
        requestId: request.id,
      });
    }
    const code = statusCodes[status] ?? 'validation_failed';
    return reply
      .status(status)
      .send({ code, message: translate(lang, code), requestId: request.id });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      code: 'not_found',
      message: translate(request.lang, 'not_found'),
      requestId: request.id,
    });
  });
});
