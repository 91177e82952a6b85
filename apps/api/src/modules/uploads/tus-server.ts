import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { EVENTS, Server, type Upload } from '@tus/server';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { audioUploadEndpoint } from '@soundpost/contracts/uploads';
import type { AppContext } from '../../lib/context.ts';
import { AppError, unauthenticated } from '../../lib/errors.ts';
import type { Actor } from '../../plugins/types.ts';
import {
  cancelAudioUpload,
  createAudioUpload,
  finishAudioUpload,
} from './audio-uploads.service.ts';

/** What the tus hooks need to know about the Fastify request they run for. */
type RequestContext = { actor: Actor; request: FastifyRequest };

/** tus errors are `{status_code, body}`; ours carry the API's JSON error as the body. */
type TusError = { status_code: number; body: string };

/**
 * The tus server behind /v1/uploads/audio. Upload state (the bytes received so far and an
 * info file) lives on disk under DATA_DIR/files/tus, so another process or a restart can
 * resume an upload; the `uploads` row (created with the upload, id = tus id) says whose it is.
 */
export function createAudioTusServer(ctx: AppContext, log: FastifyBaseLogger) {
  const directory = join(ctx.config.dataDir, 'files', 'tus');
  const datastore = new FileStore({ directory });
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
    datastore,
    // The browser resolves it against the endpoint; no Host header is trusted for it.
    relativeLocation: true,
    namingFunction: () => crypto.randomUUID(),
    disableTerminationForFinishedUploads: true,

    async onUploadCreate(req, upload: Upload) {
      const context = contextOf(req);
      // The route has checked the session already; this only guards against a wiring mistake.
      if (!context) throw toTusError(unauthenticated());
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
      await finishAudioUpload(ctx, upload.id, join(directory, upload.id));
      // The bytes now live in storage; the info file would only answer for a file that is gone.
      await datastore.configstore.delete(upload.id);
      return {};
    },

    onResponseError(req, error) {
      if ('status_code' in error) return undefined;
      // An unexpected failure: logged here, and no internals in the answer.
      const request = contextOf(req)?.request;
      (request?.log ?? log).error({ err: error }, 'tus request failed');
      return toTusError(new AppError('internal_error', 500), request);
    },
  });

  server.on(EVENTS.POST_TERMINATE, (_req: unknown, _res: unknown, id: string) => {
    cancelAudioUpload(ctx, id).catch((err: unknown) =>
      log.error({ err }, 'could not forget a terminated upload'),
    );
  });

  return {
    /**
     * Hands the request to tus as it came, body unread, and answers it from there on
     * (the reply is hijacked: Fastify sends nothing more).
     */
    async handle(request: FastifyRequest, reply: FastifyReply, actor: Actor) {
      contexts.set(request.raw, { actor, request });
      reply.hijack();
      try {
        await server.handle(request.raw, reply.raw);
      } catch (err) {
        request.log.error({ err }, 'tus response failed');
        if (!reply.raw.headersSent) reply.raw.writeHead(500).end();
        else reply.raw.destroy();
      }
    },
  };
}
