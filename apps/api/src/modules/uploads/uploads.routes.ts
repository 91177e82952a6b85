import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { thumbnailQuerySchema, uploadLimits, uploadSchema } from '@soundpost/contracts/uploads';
import { AppError, validationFailed } from '../../lib/errors.ts';
import { requireActor } from '../../plugins/auth.ts';
import { registerAudioQc } from './audio-qc.job.ts';
import {
  checkNewAudioUpload,
  findAudioUploadForTus,
  refuseChangeOfFinishedUpload,
} from './audio-uploads.service.ts';
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

// The URL names one immutable file (a new file is a new upload), but only its owner may see it.
function sendImage(reply: FastifyReply, image: ArtworkImage) {
  return reply
    .header('content-type', image.contentType)
    .header('content-length', image.size)
    .header('cache-control', 'private, max-age=31536000, immutable')
    .send(image.stream);
}

/** Artwork arrives as multipart/form-data with one file field, in memory (at most 20 MB). */
const artworkRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  await app.register(multipart, {
    limits: { fileSize: artworkLimit.maxBytes, files: 1, fields: 10, fieldSize: 1024 },
  });

  async function readFile(request: FastifyRequest) {
    if (!request.isMultipart()) throw new AppError('unsupported_media_type', 415);
    const part = await request.file();
    if (!part) throw validationFailed({ file: 'required' });
    try {
      return { filename: part.filename, buffer: await part.toBuffer() };
    } catch (error) {
      if (!(error instanceof app.multipartErrors.RequestFileTooLargeError)) throw error;
      throw new AppError('artwork_too_large', 413, { params: { max: artworkLimit.maxLabel } });
    }
  }

  app.post(
    '/uploads/artwork',
    { schema: { tags, consumes: ['multipart/form-data'], response: { 201: uploadSchema } } },
    async (request, reply) => {
      const actor = requireActor(request);
      const file = await readFile(request);
      return reply.status(201).send(await createArtworkUpload(ctx, actor, file));
    },
  );
};

/**
 * The tus endpoint. Nothing here may read the body: every content type is accepted unparsed
 * (in this plugin only) and the raw request goes to the tus server, which streams it to disk.
 */
const audioTusRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tus = createAudioTusServer(ctx, app.log);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.post('/uploads/audio', { schema: { tags } }, async (request, reply) => {
    const actor = requireActor(request);
    checkNewAudioUpload(request.headers);
    await tus.handle(request, reply, actor);
  });

  app.route({
    method: ['HEAD', 'PATCH', 'DELETE'],
    url: '/uploads/audio/:id',
    schema: { tags, params },
    async handler(request, reply) {
      const actor = requireActor(request);
      const upload = await findAudioUploadForTus(ctx, actor, request.params.id);
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
      await tus.handle(request, reply, actor);
    },
  });
};

/** Artwork (multipart), audio (tus), the state of an upload and the artwork's images. */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  registerAudioQc(ctx);
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

  app.get('/uploads/:id/artwork', { schema: { tags, params } }, async (request, reply) =>
    sendImage(
      reply,
      await openArtworkImage(ctx, requireActor(request), request.params.id, 'delivery'),
    ),
  );
};
