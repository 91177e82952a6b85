import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { thumbnailQuerySchema, uploadLimits, uploadSchema } from '@soundpost/contracts/uploads';
import { AppError } from '../../lib/errors.ts';
import { requireActor } from '../../plugins/auth.ts';
import { perUser } from '../auth/index.ts';
import {
  checkNewAudioUpload,
  findAudioUploadForTus,
  refuseChangeOfFinishedUpload,
  touchAudioUpload,
} from './audio-uploads.service.ts';
import { openAudioOriginal, sendAudio } from './audio-original.ts';
import { closeUnreadBodies, receiveMultipartFile } from './receive-multipart-file.ts';
import { createAudioTusServer } from './tus-server.ts';
import {
  createArtworkUpload,
  getUpload,
  openArtworkImage,
  type ArtworkImage,
} from './uploads.service.ts';

const tags = ['uploads'];
const params = z.object({ id: z.string().max(100) });
const artworkLimit = uploadLimits.artwork;

/**
 * Artwork requests per user and hour, refused or not: far above a person trying covers, low
 * enough that one account cannot keep the image queue busy (decision 011). The route's hook
 * runs after the session is read, so the key is the user.
 */
export const artworkRate = perUser('artwork-upload', 60, '1 hour');

// The URL names one immutable file (a new file is a new upload), but only its owner (and staff)
// may see it.
function sendImage(reply: FastifyReply, image: ArtworkImage) {
  return reply
    .header('content-type', image.contentType)
    .header('content-length', image.size)
    .header('cache-control', 'private, max-age=31536000, immutable')
    .send(image.stream);
}

/**
 * Artwork arrives as multipart/form-data with one file field, streamed to a temporary file
 * and cut off at the size limit (never held in memory).
 */
const artworkRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  await app.register(multipart, {
    limits: { fileSize: artworkLimit.maxBytes, files: 1, fields: 10, fieldSize: 1024 },
  });
  app.addHook('onSend', closeUnreadBodies);
  const tooLarge = () =>
    new AppError('artwork_too_large', { params: { max: artworkLimit.maxLabel } });

  app.post(
    '/uploads/artwork',
    {
      config: { rateLimit: artworkRate },
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: uploadSchema } },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const receive = (path: string) =>
        receiveMultipartFile(request, path, { maxBytes: artworkLimit.maxBytes, tooLarge });
      return reply.status(201).send(await createArtworkUpload(ctx, actor, receive));
    },
  );
};

/** tus addresses take no query string: the upload id is the path's, checked, and nothing else. */
function refuseQuery(request: FastifyRequest) {
  if (request.raw.url?.includes('?')) throw new AppError('upload_query_not_allowed');
}

/**
 * The tus endpoint. Nothing here may read the body: every content type is accepted unparsed
 * (in this plugin only) and the raw request goes to the tus server, which streams it to the
 * tus store.
 */
const audioTusRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tus = createAudioTusServer(ctx, app.log);
  app.addHook('onClose', tus.close);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.post('/uploads/audio', { schema: { tags } }, async (request, reply) => {
    refuseQuery(request);
    const actor = requireActor(request);
    await checkNewAudioUpload(ctx, actor, request.headers);
    await tus.handle(request, reply, { actor });
  });

  // tus discovery (versions, extensions, maximum size); no CORS: the endpoint is same-origin.
  app.route({
    method: 'OPTIONS',
    url: '/uploads/audio',
    schema: { tags },
    async handler(request, reply) {
      refuseQuery(request);
      await tus.handle(request, reply, {});
    },
  });

  app.route({
    method: ['HEAD', 'PATCH', 'DELETE', 'OPTIONS'],
    url: '/uploads/audio/:id',
    schema: { tags, params },
    async handler(request, reply) {
      refuseQuery(request);
      if (request.method === 'OPTIONS') return tus.handle(request, reply, {});
      const actor = requireActor(request);
      const { id } = request.params;
      const upload = await findAudioUploadForTus(ctx, actor, id, tus.moveFinished);
      if (upload.status !== 'uploading' && request.method === 'HEAD') {
        // Every byte is in: the answer a client needs when the last PATCH's reply got lost.
        return reply
          .header('tus-resumable', '1.0.0')
          .header('upload-offset', upload.size)
          .header('upload-length', upload.size)
          .header('cache-control', 'no-store')
          .send();
      }
      refuseChangeOfFinishedUpload(upload);
      if (request.method === 'PATCH') await touchAudioUpload(ctx, upload.id);
      await tus.handle(request, reply, { actor, uploadId: upload.id });
    },
  });
};

/** Artwork (multipart), audio (tus), the state of an upload and the artwork's images. */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  await app.register(artworkRoutes);
  await app.register(audioTusRoutes);

  app.get(
    '/uploads/:id',
    { schema: { tags, params, response: { 200: uploadSchema } } },
    (request) => getUpload(ctx, requireActor(request), request.params.id),
  );

  app.get(
    '/uploads/:id/thumbnail',
    { schema: { tags, params, querystring: thumbnailQuerySchema } },
    async (request, reply) => {
      const actor = requireActor(request);
      const { id } = request.params;
      return sendImage(reply, await openArtworkImage(ctx, actor, id, request.query.size));
    },
  );

  app.get('/uploads/:id/audio', { schema: { tags, params } }, async (request, reply) =>
    sendAudio(reply, () =>
      openAudioOriginal(ctx, requireActor(request), request.params.id, request.headers.range),
    ),
  );

  app.get('/uploads/:id/artwork', { schema: { tags, params } }, async (request, reply) =>
    sendImage(
      reply,
      await openArtworkImage(ctx, requireActor(request), request.params.id, 'delivery'),
    ),
  );
};
