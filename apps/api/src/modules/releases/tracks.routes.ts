import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okSchema } from '@soundpost/contracts/auth';
import { reorderTracksSchema, trackInputSchema, trackSchema } from '@soundpost/contracts/tracks';
import { requireActor } from '../../plugins/auth.ts';
import {
  addTrack,
  deleteTrack,
  listTracksOf,
  reorderTracks,
  updateTrack,
} from './tracks.service.ts';

const tags = ['releases'];
const releaseParams = z.object({ id: z.string().max(100) });
const trackParams = releaseParams.extend({ trackId: z.string().max(100) });
const trackList = { 200: z.object({ items: z.array(trackSchema) }) };

/** The tracks step of the wizard: tracks live under their release. */
export const tracksRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/releases/:id/tracks',
    {
      config: { tokenScope: 'read:releases' },
      schema: { tags, params: releaseParams, response: trackList },
    },
    async (request) => listTracksOf(ctx, requireActor(request), request.params.id),
  );

  app.post(
    '/releases/:id/tracks',
    {
      schema: {
        tags,
        params: releaseParams,
        body: trackInputSchema,
        response: { 201: trackSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addTrack(ctx, requireActor(request), request.params.id, request.body)),
  );

  app.patch(
    '/releases/:id/tracks/:trackId',
    {
      schema: { tags, params: trackParams, body: trackInputSchema, response: { 200: trackSchema } },
    },
    async (request) => {
      const { id, trackId } = request.params;
      return updateTrack(ctx, requireActor(request), id, trackId, request.body);
    },
  );

  app.delete(
    '/releases/:id/tracks/:trackId',
    { schema: { tags, params: trackParams, response: { 200: okSchema } } },
    async (request) => {
      const { id, trackId } = request.params;
      return deleteTrack(ctx, requireActor(request), id, trackId);
    },
  );

  app.post(
    '/releases/:id/tracks/reorder',
    { schema: { tags, params: releaseParams, body: reorderTracksSchema, response: trackList } },
    async (request) =>
      reorderTracks(ctx, requireActor(request), request.params.id, request.body.trackIds),
  );
};
