import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './account/account.routes.ts';
import { adminRoutes } from './admin/admin.routes.ts';
import { artistsRoutes } from './artists/artists.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { instanceRoutes } from './instance/instance.routes.ts';
import { releaseAdminRoutes } from './releases/release-admin.routes.ts';
import { releasesRoutes } from './releases/releases.routes.ts';
import { socialRoutes } from './social/social.routes.ts';
import { storesRoutes } from './stores/stores.routes.ts';
import { tracksRoutes } from './tracks/tracks.routes.ts';
import { uploadsRoutes } from './uploads/uploads.routes.ts';
import { usersRoutes } from './users/users.routes.ts';

/** Every module's routes, mounted under /v1. */
export const moduleRoutes: FastifyPluginAsync[] = [
  healthRoutes,
  instanceRoutes,
  authRoutes,
  usersRoutes,
  accountRoutes,
  adminRoutes,
  socialRoutes,
  artistsRoutes,
  storesRoutes,
  uploadsRoutes,
  releasesRoutes,
  tracksRoutes,
  releaseAdminRoutes,
];
