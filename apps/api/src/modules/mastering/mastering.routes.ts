import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okSchema } from '@soundpost/contracts/auth';
import {
  masteringFiles,
  masteringListQuerySchema,
  masteringProjectInputSchema,
  masteringProjectListSchema,
  masteringProjectSchema,
  masteringSettingsSchema,
  useMasterInputSchema,
} from '@soundpost/contracts/mastering';
import { trackSchema } from '@soundpost/contracts/tracks';
import { requireActor } from '../../plugins/auth.ts';
import { perUser } from '../auth/index.ts';
import {
  cancelProject,
  changeSettings,
  createProject,
  deleteProject,
  getProject,
  listProjects,
  startMaster,
} from './mastering.service.ts';
import { openProjectFile, useAsTrackAudio } from './mastering-outputs.ts';

const tags = ['mastering'];
const params = z.object({ id: z.string().max(100) });
const fileParams = params.extend({ file: z.enum(masteringFiles) });
const project = { 200: masteringProjectSchema };

/**
 * Each preview or master holds a worker for a few passes over the track: 60 runs an hour per
 * user is far above a person trying presets, and keeps one account from filling the queue.
 */
const masteringRuns = perUser('mastering-run', 60, '1 hour');

/** Mastering projects: the preview, the final master, its files and its use on a track. */
export const masteringRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/mastering/projects',
    {
      schema: {
        tags,
        querystring: masteringListQuerySchema,
        response: { 200: masteringProjectListSchema },
      },
    },
    (request) => listProjects(ctx, requireActor(request), request.query),
  );

  app.post(
    '/mastering/projects',
    {
      config: { rateLimit: masteringRuns },
      schema: {
        tags,
        body: masteringProjectInputSchema,
        response: { 201: masteringProjectSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createProject(ctx, requireActor(request), request.body)),
  );

  app.get('/mastering/projects/:id', { schema: { tags, params, response: project } }, (request) =>
    getProject(ctx, requireActor(request), request.params.id),
  );

  app.put(
    '/mastering/projects/:id/settings',
    {
      config: { rateLimit: masteringRuns },
      schema: { tags, params, body: masteringSettingsSchema, response: project },
    },
    (request) => changeSettings(ctx, requireActor(request), request.params.id, request.body),
  );

  app.post(
    '/mastering/projects/:id/master',
    { config: { rateLimit: masteringRuns }, schema: { tags, params, response: project } },
    (request) => startMaster(ctx, requireActor(request), request.params.id),
  );

  app.post(
    '/mastering/projects/:id/cancel',
    { schema: { tags, params, response: project } },
    (request) => cancelProject(ctx, requireActor(request), request.params.id),
  );

  app.delete(
    '/mastering/projects/:id',
    { schema: { tags, params, response: { 200: okSchema } } },
    (request) => deleteProject(ctx, requireActor(request), request.params.id),
  );

  app.post(
    '/mastering/projects/:id/use',
    { schema: { tags, params, body: useMasterInputSchema, response: { 200: trackSchema } } },
    (request) => useAsTrackAudio(ctx, requireActor(request), request.params.id, request.body),
  );

  app.get(
    '/mastering/projects/:id/files/:file',
    { schema: { tags, params: fileParams } },
    async (request, reply) => {
      const { id, file } = request.params;
      const opened = await openProjectFile(ctx, requireActor(request), id, file);
      const disposition = file.startsWith('preview') ? 'inline' : 'attachment';
      return (
        reply
          .header('content-type', opened.contentType)
          .header('content-length', opened.size)
          .header(
            'content-disposition',
            `${disposition}; filename="master.${file.endsWith('mp3') ? 'mp3' : 'wav'}"; ` +
              `filename*=UTF-8''${encodeURIComponent(opened.filename)}`,
          )
          // A revision's file never changes (a new request writes new keys), but the URL names
          // the current one: the browser asks again, the bytes are its owner's only.
          .header('cache-control', 'private, no-cache')
          .send(opened.stream)
      );
    },
  );
};
