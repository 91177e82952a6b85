import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../lib/context.ts';
import { accountRoutes } from './account/account.routes.ts';
import { adminRoutes } from './admin/admin.routes.ts';
import { auditRoutes } from './audit/audit.routes.ts';
import { billingRoutes } from './billing/billing.routes.ts';
import { billingWebhookRoutes } from './billing/billing-webhook.routes.ts';
import { startBilling } from './billing/billing.start.ts';
import { artistsRoutes } from './artists/artists.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { deliveryRoutes } from './delivery/delivery.routes.ts';
import { startDeliveryModule } from './delivery/delivery.start.ts';
import { healthRoutes } from './health/health.routes.ts';
import { startHousekeeping } from './housekeeping/housekeeping.start.ts';
import { instanceRoutes } from './instance/instance.routes.ts';
import { legalRoutes } from './legal/legal.routes.ts';
import { payoutsRoutes } from './payouts/payouts.routes.ts';
import { startPayouts } from './payouts/payouts.start.ts';
import { plansRoutes } from './plans/plans.routes.ts';
import { startPlans } from './plans/plans.start.ts';
import { prereviewRoutes } from './prereview/prereview.routes.ts';
import { startPrereview } from './prereview/prereview.start.ts';
import { startMail } from './mail/mail.start.ts';
import { releaseAdminRoutes } from './releases/release-admin.routes.ts';
import { releasesRoutes } from './releases/releases.routes.ts';
import { startReleases } from './releases/releases.start.ts';
import { reviewRoutes } from './review/review.routes.ts';
import { royaltiesRoutes } from './royalties/royalties.routes.ts';
import { royaltyAdminRoutes } from './royalties/royalty-admin.routes.ts';
import { splitsRoutes } from './splits/splits.routes.ts';
import { socialRoutes } from './social/social.routes.ts';
import { storeAdminRoutes } from './stores/store-admin.routes.ts';
import { storesRoutes } from './stores/stores.routes.ts';
import { startStores } from './stores/stores.start.ts';
import { tracksRoutes } from './tracks/tracks.routes.ts';
import { uploadsRoutes } from './uploads/uploads.routes.ts';
import { startUploads } from './uploads/uploads.start.ts';
import { usersRoutes } from './users/users.routes.ts';

/** Every module's routes, mounted under /v1. */
export const moduleRoutes: FastifyPluginAsync[] = [
  healthRoutes,
  instanceRoutes,
  legalRoutes,
  authRoutes,
  usersRoutes,
  accountRoutes,
  adminRoutes,
  auditRoutes,
  socialRoutes,
  artistsRoutes,
  storesRoutes,
  uploadsRoutes,
  releasesRoutes,
  tracksRoutes,
  releaseAdminRoutes,
  storeAdminRoutes,
  plansRoutes,
  prereviewRoutes,
  deliveryRoutes,
  reviewRoutes,
  royaltiesRoutes,
  royaltyAdminRoutes,
  payoutsRoutes,
  billingRoutes,
  billingWebhookRoutes,
  splitsRoutes,
];

/**
 * Every module's start-up, run in every process (API and worker) after migrations and before
 * routes answer or jobs are worked: job registration, schedules and seeding.
 */
export const moduleStarts: ((ctx: AppContext) => Promise<void>)[] = [
  startMail,
  startStores,
  startPlans,
  startReleases,
  startUploads,
  startHousekeeping,
  startPrereview,
  startDeliveryModule,
  startPayouts,
  startBilling,
];
