import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okSchema } from '@soundpost/contracts/auth';
import {
  lyricAttachSchema,
  lyricListQuerySchema,
  lyricListSchema,
  lyricRequestSchema,
  lyricSchema,
  lyricUpdateSchema,
  lyricWriterSchema,
} from '@soundpost/contracts/lyrics';
import { trackSchema } from '@soundpost/contracts/tracks';
import { requireActor } from '../../plugins/auth.ts';
import { perIp } from '../auth/index.ts';
import { lyricStream } from './lyrics-stream.ts';
import {
  attachLyric,
  deleteLyric,
  getLyric,
  getLyricWriter,
  listLyrics,
  updateLyric,
  writeLyric,
} from './lyrics.service.ts';

const tags = ['lyrics'];
const params = z.object({ id: z.string().max(100) });

/** The lyrics generator and the artist's saved lyrics (decision 047). */
export const lyricsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/lyrics/writer',
    { schema: { tags, response: { 200: lyricWriterSchema } } },
    async (request) => getLyricWriter(ctx, requireActor(request)),
  );

  app.post(
    '/lyrics',
    {
      // Compression would hold the stream's pieces back until a buffer fills.
      compress: false,
      config: { rateLimit: perIp('lyrics-write', 30, '1 hour') },
      schema: {
        tags,
        description:
          'Writes a lyric as `text/event-stream`: `start` {provider, model}, `text` {text} per piece, then `done` (the saved lyric) or `error` (an error body). Refusals before writing are ordinary JSON errors.',
        body: lyricRequestSchema,
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      const abort = new AbortController();
      const events = writeLyric(ctx, requireActor(request), request.body, abort.signal);
      // The checks run before the first event: a refusal is an ordinary JSON error.
      const first = await events.next();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) abort.abort();
      });
      return reply
        .type('text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(Readable.from(lyricStream(ctx, request, first, events)));
    },
  );

  app.get(
    '/lyrics',
    { schema: { tags, querystring: lyricListQuerySchema, response: { 200: lyricListSchema } } },
    async (request) => listLyrics(ctx, requireActor(request), request.query),
  );

  app.get(
    '/lyrics/:id',
    { schema: { tags, params, response: { 200: lyricSchema } } },
    async (request) => getLyric(ctx, requireActor(request), request.params.id),
  );

  app.patch(
    '/lyrics/:id',
    { schema: { tags, params, body: lyricUpdateSchema, response: { 200: lyricSchema } } },
    async (request) => updateLyric(ctx, requireActor(request), request.params.id, request.body),
  );

  app.delete(
    '/lyrics/:id',
    { schema: { tags, params, response: { 200: okSchema } } },
    async (request) => deleteLyric(ctx, requireActor(request), request.params.id),
  );

  app.post(
    '/lyrics/:id/attach',
    { schema: { tags, params, body: lyricAttachSchema, response: { 200: trackSchema } } },
    async (request) => attachLyric(ctx, requireActor(request), request.params.id, request.body),
  );
};
