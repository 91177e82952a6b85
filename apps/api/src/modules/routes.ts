import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './account/account.routes.ts';
import { adminRoutes } from './admin/admin.routes.ts';
import { analyticsRoutes } from './analytics/analytics.routes.ts';
import { apiTokensRoutes } from './api-tokens/api-tokens.routes.ts';
import { analyticsAdminRoutes } from './analytics/analytics-admin.routes.ts';
import { platformSettingsRoutes } from './admin/platform-settings.routes.ts';
import { auditRoutes } from './audit/audit.routes.ts';
import { bannersRoutes } from './banners/banners.routes.ts';
import { catalogueRoutes } from './catalogue/catalogue.routes.ts';
import { coverArtRoutes } from './cover-art/cover-art.routes.ts';
import { billingRoutes } from './billing/billing.routes.ts';
import { billingWebhookRoutes } from './billing/billing-webhook.routes.ts';
import { artistsRoutes } from './artists/artists.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { deliveryRoutes } from './delivery/delivery.routes.ts';
import { formsRoutes } from './forms/forms.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { blogPageRoutes } from './blog/blog-page.routes.ts';
import { blogRoutes } from './blog/blog.routes.ts';
import { instanceRoutes } from './instance/instance.routes.ts';
import { legalRoutes } from './legal/legal.routes.ts';
import { lyricsRoutes } from './lyrics/lyrics.routes.ts';
import { masteringRoutes } from './mastering/mastering.routes.ts';
import { playlistsRoutes } from './playlists/playlists.routes.ts';
import { presaveLinkRoutes } from './presave/presave-links.routes.ts';
import { presavePageRoutes } from './presave/presave-page.routes.ts';
import { presaveRoutes } from './presave/presave.routes.ts';
import { promotionRoutes } from './promotion/promotion.routes.ts';
import { payoutsRoutes } from './payouts/payouts.routes.ts';
import { plansRoutes } from './plans/plans.routes.ts';
import { prereviewRoutes } from './prereview/prereview.routes.ts';
import { referralRewardsRoutes } from './referral-rewards/referral-rewards.routes.ts';
import { releaseAdminRoutes } from './releases/release-admin.routes.ts';
import { releasesRoutes } from './releases/releases.routes.ts';
import { reviewRoutes } from './review/review.routes.ts';
import { royaltiesRoutes } from './royalties/royalties.routes.ts';
import { royaltyAdminRoutes } from './royalties/royalty-admin.routes.ts';
import { splitsRoutes } from './splits/splits.routes.ts';
import { siteContentRoutes } from './site-content/site-content.routes.ts';
import { smartLinkPageRoutes } from './smart-links/smart-link-page.routes.ts';
import { smartLinksRoutes } from './smart-links/smart-links.routes.ts';
import { socialRoutes } from './social/social.routes.ts';
import { storeAdminRoutes } from './stores/store-admin.routes.ts';
import { storesRoutes } from './stores/stores.routes.ts';
import { toolQuotasRoutes } from './tool-quotas/tool-quotas.routes.ts';
import { tracksRoutes } from './releases/tracks.routes.ts';
import { uploadsRoutes } from './uploads/uploads.routes.ts';
import { usersRoutes } from './users/users.routes.ts';

/** Every module's routes, mounted under /v1. */
export const moduleRoutes: FastifyPluginAsync[] = [
  healthRoutes,
  instanceRoutes,
  blogRoutes,
  legalRoutes,
  authRoutes,
  usersRoutes,
  accountRoutes,
  apiTokensRoutes,
  adminRoutes,
  platformSettingsRoutes,
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
  analyticsRoutes,
  royaltyAdminRoutes,
  analyticsAdminRoutes,
  bannersRoutes,
  coverArtRoutes,
  payoutsRoutes,
  billingRoutes,
  billingWebhookRoutes,
  splitsRoutes,
  toolQuotasRoutes,
  lyricsRoutes,
  masteringRoutes,
  playlistsRoutes,
  formsRoutes,
  promotionRoutes,
  smartLinksRoutes,
  presaveRoutes,
  referralRewardsRoutes,
  catalogueRoutes,
  siteContentRoutes,
];

/**
 * Public pages the API renders itself, at the site's root (a smart link's `/l/{slug}`, a
 * pre-save's `/release/{key}` and `/spotify-auth`, the blog).
 */
export const rootRoutes: FastifyPluginAsync[] = [
  smartLinkPageRoutes,
  presavePageRoutes,
  presaveLinkRoutes,
  blogPageRoutes,
];
