import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okSchema } from '@soundpost/contracts/auth';
import {
  curatedPlaylistInputSchema,
  curatedPlaylistListSchema,
  curatedPlaylistSchema,
  curationPitchListSchema,
  curationPitchSchema,
  curationQuerySchema,
  pitchDecisionSchema,
  pitchInputSchema,
  pitchListSchema,
  pitchPageQuerySchema,
  pitchSchema,
} from '@soundpost/contracts/playlists';
import { requireActor } from '../../plugins/auth.ts';
import { perUser } from '../auth/index.ts';
import { sendAudio } from '../uploads/index.ts';
import {
  createPlaylist,
  decidePitch,
  deletePlaylist,
  getPlaylist,
  listCurationPitches,
  listOwnPitches,
  listPlaylists,
  openPitchAudio,
  openPlaylistCover,
  pitchSong,
  updatePlaylist,
} from './playlists.service.ts';

const tags = ['playlists'];
const params = z.object({ id: z.string().max(100) });
const publicRoute = { access: 'public' as const };
const curators = { access: 'curator' as const };
const admins = { access: 'admin' as const };

/** Curated playlists (public), pitching a song to one, and the curators' inbox (decision 052). */
export const playlistsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/playlists',
    { config: publicRoute, schema: { tags, response: { 200: curatedPlaylistListSchema } } },
    () => listPlaylists(ctx),
  );

  app.get(
    '/playlists/:id',
    { config: publicRoute, schema: { tags, params, response: { 200: curatedPlaylistSchema } } },
    (request) => getPlaylist(ctx, request.params.id),
  );

  app.get(
    '/playlists/:id/cover',
    { config: publicRoute, schema: { tags, params } },
    async (request, reply) => {
      const image = await openPlaylistCover(ctx, request.params.id);
      return reply
        .header('content-type', image.contentType)
        .header('content-length', image.size)
        .header('cache-control', 'public, max-age=3600')
        .send(image.stream);
    },
  );

  app.post(
    '/playlists/:id/pitches',
    {
      config: { rateLimit: perUser('playlist-pitch', 30, '1 hour') },
      schema: { tags, params, body: pitchInputSchema, response: { 201: pitchSchema } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await pitchSong(ctx, requireActor(request), request.params.id, request.body)),
  );

  app.get(
    '/pitches',
    { schema: { tags, querystring: pitchPageQuerySchema, response: { 200: pitchListSchema } } },
    (request) => listOwnPitches(ctx, requireActor(request), request.query),
  );

  app.get(
    '/curation/pitches',
    {
      config: curators,
      schema: {
        tags,
        querystring: curationQuerySchema,
        response: { 200: curationPitchListSchema },
      },
    },
    (request) => listCurationPitches(ctx, request.query),
  );

  app.get(
    '/curation/pitches/:id/audio',
    { config: curators, schema: { tags, params } },
    (request, reply) =>
      sendAudio(reply, () => openPitchAudio(ctx, request.params.id, request.headers.range)),
  );

  app.post(
    '/curation/pitches/:id/decision',
    {
      config: curators,
      schema: { tags, params, body: pitchDecisionSchema, response: { 200: curationPitchSchema } },
    },
    (request) => decidePitch(ctx, requireActor(request), request.params.id, request.body),
  );

  app.post(
    '/admin/playlists',
    {
      config: admins,
      schema: { tags, body: curatedPlaylistInputSchema, response: { 201: curatedPlaylistSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await createPlaylist(ctx, requireActor(request), request.body)),
  );

  app.put(
    '/admin/playlists/:id',
    {
      config: admins,
      schema: {
        tags,
        params,
        body: curatedPlaylistInputSchema,
        response: { 200: curatedPlaylistSchema },
      },
    },
    (request) => updatePlaylist(ctx, requireActor(request), request.params.id, request.body),
  );

  app.delete(
    '/admin/playlists/:id',
    { config: admins, schema: { tags, params, response: { 200: okSchema } } },
    (request) => deletePlaylist(ctx, request.params.id),
  );
};
