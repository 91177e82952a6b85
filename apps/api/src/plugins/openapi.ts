import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** The body a multipart route reads: its text fields and a binary `file`. */
function multipartBody(fields: z.ZodObject) {
  const body = z.toJSONSchema(fields, { io: 'input' }) as {
    properties: Record<string, unknown>;
    required?: string[];
  };
  return {
    type: 'object',
    properties: { ...body.properties, file: { type: 'string', format: 'binary' } },
    required: [...(body.required ?? []), 'file'],
  };
}

/**
 * The document's view of a route. A multipart route (`config.multipartFields`) gets the body it
 * reads described, its text fields and a binary `file`, so the generated client types the call;
 * the route itself still streams the body past validation. A route that takes a personal access
 * token (`config.tokenScope`) lists it, with its scope, beside the session.
 */
function describeRoute(input: TransformInput) {
  const result = jsonSchemaTransform(input);
  const config = input.route.config;
  if (!config?.multipartFields && !config?.tokenScope) return result;
  const schema: Record<string, unknown> = { ...result.schema };
  if (config.multipartFields) schema.body = multipartBody(config.multipartFields);
  if (config.tokenScope) schema.security = [{ session: [] }, { token: [config.tokenScope] }];
  return { ...result, schema };
}

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
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'sp_session' },
          token: {
            type: 'http',
            scheme: 'bearer',
            description: 'A personal access token (`sp_pat_…`, account settings → API).',
          },
        },
      },
      security: [{ session: [] }],
    },
    transform: describeRoute,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/v1/docs', staticCSP: true });
});
