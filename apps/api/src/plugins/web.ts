import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

const webDist = fileURLToPath(new URL('../../../web/dist/', import.meta.url));

/** Serves the built web app from the same origin; unknown non-API paths get index.html. */
export const webPlugin = fp(async (app: FastifyInstance) => {
  if (!existsSync(webDist)) {
    app.log.warn(`No built web app in ${webDist}: run "npm run build" (npm start does it).`);
    return;
  }
  await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, maxAge: '1h' });
  app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith('/v1/') || /\/[^/]+\.[a-z0-9]+$/i.test(request.url.split('?')[0]!)) {
      return reply.callNotFound();
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
