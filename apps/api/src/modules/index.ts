import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health/health.routes.ts';

/** Every module's routes, mounted under /v1. */
export const moduleRoutes: FastifyPluginAsync[] = [healthRoutes];
