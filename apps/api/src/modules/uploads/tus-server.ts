import type { ServerResponse } from 'node:http';
import { EVENTS, MemoryLocker, Server, type Locker, type Upload } from '@tus/server';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { audioUploadEndpoint } from '@soundpost/contracts/uploads';
import type { AppContext } from '../../lib/context.ts';
import { AppError, unauthenticated } from '../../lib/errors.ts';
import { createPgAdvisoryLocker } from '../../lib/pg-advisory-locker.ts';
import type { Actor } from '../../plugins/types.ts';
import {
  cancelAudioUpload,
  createAudioUpload,
  finishAudioUpload,
} from './audio-uploads.service.ts';
import { createTusStore } from './tus-store.ts';

/**
 * What the tus hooks need to know about the Fastify request they run for: who asks, and the
 * upload id the route checked them against (the only id tus may act on).
 */
type RequestContext = { actor?: Actor; request: FastifyRequest; uploadId?: string };

/** tus errors are `{status_code, body}`; ours carry the API's JSON error as the body. */
type TusError = { status_code: number; body: string };

/**
 * On PostgreSQL every instance shares the locks (advisory locks), so two PATCHes of one upload
 * never interleave whichever instances receive them; PGlite means a single process.
 */
function createLocker(ctx: AppContext): Locker & { close?: () => Promise<void> } {
  const { database } = ctx;
  if (database.kind === 'postgres' && database.url) return createPgAdvisoryLocker(database.url);
  return new MemoryLocker();
}

/**
 * The tus server behind /v1/uploads/audio. Upload state lives in the tus store (S3 when
 * configured, so any instance can resume any upload; else DATA_DIR/files/tus); the `uploads`
 * row (created with the upload, id = tus id) says whose it is.
 */
export function createAudioTusServer(ctx: AppContext, log: FastifyBaseLogger) {
  const store = createTusStore(ctx);
  const locker = createLocker(ctx);
  // Keyed by the Node request, which tus hands its hooks back as `req.runtime.node.req`.
  const contexts = new WeakMap<object, RequestContext>();
  const contextOf = (req: { runtime?: { node?: { req: object } } }) => {
    const raw = req.runtime?.node?.req;
    return raw && contexts.get(raw);
  };

  const toTusError = (error: AppError, request?: FastifyRequest): TusError => {
    const t = ctx.i18n.getFixedT(request?.lang ?? 'en', 'errors');
    const body = {
      code: error.code,
      message: t(error.code, error.params ?? {}),
      params: error.params,
      fields: error.fields,
      requestId: request?.id,
    };
    return { status_code: error.status, body: JSON.stringify(body) };
  };

  const server = new Server({
    path: audioUploadEndpoint,
    datastore: store.datastore,
    locker,
    // The browser resolves it against the endpoint; no Host header is trusted for it.
    relativeLocation: true,
    namingFunction: () => crypto.randomUUID(),
    // The id tus acts on is the one the route checked, never one read again from the URL
    // (tus would take the last segment of the whole URL, query string included).
    getFileIdFromRequest: (req) => contextOf(req)?.uploadId,
    // Same origin only: the web app is served from this origin, and no CORS header goes out.
    allowedOrigins: () => false,
    disableTerminationForFinishedUploads: true,

    async onUploadCreate(req, upload: Upload) {
      const context = contextOf(req);
      // The route has checked the session already; this only guards against a wiring mistake.
      if (!context?.actor) throw toTusError(unauthenticated());
      try {
        await createAudioUpload(ctx, context.actor, {
          id: upload.id,
          size: upload.sizeIsDeferred ? undefined : upload.size,
          filename: upload.metadata?.filename ?? undefined,
        });
      } catch (error) {
        throw error instanceof AppError ? toTusError(error, context.request) : error;
      }
      return {};
    },

    async onUploadFinish(_req, upload: Upload) {
      await finishAudioUpload(ctx, upload.id, (key) => store.moveFinished(upload.id, key));
      return {};
    },

    onResponseError(req, error) {
      if ('status_code' in error) return undefined;
      // An unexpected failure: logged here, and no internals in the answer.
      const request = contextOf(req)?.request;
      (request?.log ?? log).error({ err: error }, 'tus request failed');
      return toTusError(new AppError('internal_error'), request);
    },
  });

  server.on(EVENTS.POST_TERMINATE, (_req: unknown, _res: unknown, id: string) => {
    cancelAudioUpload(ctx, id).catch((err: unknown) =>
      log.error({ err }, 'could not forget a terminated upload'),
    );
  });

  return {
    /**
     * Hands the request to tus as it came, body unread, and answers it from there on (the reply
     * is hijacked: Fastify sends nothing more). `uploadId` is the upload the route checked the
     * actor may touch; tus acts on that one only.
     */
    async handle(
      request: FastifyRequest,
      reply: FastifyReply,
      who: { actor?: Actor; uploadId?: string },
    ) {
      contexts.set(request.raw, { ...who, request });
      reply.hijack();
      withoutCorsHeaders(reply.raw);
      try {
        await server.handle(request.raw, reply.raw);
      } catch (err) {
        request.log.error({ err }, 'tus response failed');
        if (!reply.raw.headersSent) reply.raw.writeHead(500).end();
        else reply.raw.destroy();
      }
    },
    /** Puts an upload's finished bytes at `key` in storage (again, after a crash: idempotent). */
    moveFinished: store.moveFinished,
    close: async () => locker.close?.(),
  };
}

const isCorsHeader = (name: unknown) =>
  typeof name === 'string' && name.toLowerCase().startsWith('access-control-');

/**
 * tus adds CORS headers of its own (exposed and allowed headers, methods) even when it allows
 * no origin; the endpoint is same-origin only, so they are dropped as the answer is written.
 */
function withoutCorsHeaders(res: ServerResponse) {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  const strip = (arg: unknown): unknown => {
    if (arg && typeof arg === 'object' && !Array.isArray(arg)) {
      return Object.fromEntries(Object.entries(arg).filter(([name]) => !isCorsHeader(name)));
    }
    if (!Array.isArray(arg)) return arg;
    if (Array.isArray(arg[0])) return arg.filter((pair: unknown[]) => !isCorsHeader(pair[0]));
    // Node's flat raw form: [name, value, name, value, …].
    return arg.flatMap((item, i) => (i % 2 === 1 || isCorsHeader(item) ? [] : [item, arg[i + 1]]));
  };
  res.writeHead = ((...args: unknown[]) => writeHead(...args.map(strip))) as never;
}
