import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { platformSettingsPatchSchema, platformSettingsSchema } from '@soundpost/contracts/admin';
import { getPlatformSettings, updatePlatformSettings } from './platform-settings.ts';

const tags = ['admin'];
const config = { access: 'admin' as const };

/** The platform settings an administrator reads and changes at /admin/settings. */
export const platformSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.get(
    '/admin/settings',
    { config, schema: { tags, response: { 200: platformSettingsSchema } } },
    async () => getPlatformSettings(ctx.db),
  );

  app.patch(
    '/admin/settings',
    {
      config,
      schema: {
        tags,
        body: platformSettingsPatchSchema,
        response: { 200: platformSettingsSchema },
      },
    },
    async (request) => updatePlatformSettings(ctx, request.body),
  );
};
