import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { recordStaffRequest } from '../modules/audit/index.ts';

const readOnly = new Set(['GET', 'HEAD', 'OPTIONS']);

const changesState = (request: FastifyRequest) =>
  request.actor !== null &&
  (!readOnly.has(request.method) || request.routeOptions.config.changesState === true);

/**
 * Every state-changing request of staff (sent while impersonating, or to an admin-only route)
 * goes to the audit log under the staff member's name, before its answer leaves (so no such
 * answer exists without its entry). Sign-out is a GET that can end an impersonation, so it
 * counts too. Replies a route took over (the tus server's) skip `onSend`; those are audited
 * once they are finished.
 */
export const staffAuditPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!changesState(request)) return payload;
    try {
      await recordStaffRequest(app.ctx, request, reply.statusCode);
      return payload;
    } catch (error) {
      // The answer is replaced here: after an error reply, Fastify would send this error's own
      // message (a database error names its query) instead of passing it to our error handler.
      request.log.error({ err: error }, 'audit of a staff request failed');
      reply.status(500).header('content-type', 'application/json; charset=utf-8');
      reply.removeHeader('content-length');
      const message = app.ctx.i18n.getFixedT(request.lang, 'errors')('internal_error');
      return JSON.stringify({ code: 'internal_error', message, requestId: request.id });
    }
  });

  app.addHook('onResponse', async (request, reply) => {
    if (!reply.sent || !changesState(request)) return;
    // Already audited in onSend unless the reply was hijacked.
    await recordStaffRequest(app.ctx, request, reply.statusCode).catch((error: unknown) =>
      request.log.error({ err: error }, 'audit of a staff request failed'),
    );
  });
});
