import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** The OpenAPI document at /v1/docs/json and a browsable reference at /v1/docs. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  // The reference and its document are public like the rest of the API's description.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/v1/docs')) route.config = { ...route.config, access: 'public' };
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Soundpost API', version: app.ctx.config.version },
      servers: [{ url: app.ctx.config.appUrl }],
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sp_session' } },
      },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/v1/docs', staticCSP: true });
});
