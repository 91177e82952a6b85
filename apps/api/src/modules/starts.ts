import type { AppContext } from '../lib/context.ts';
import { startBilling } from './billing/billing.start.ts';
import { startCoverArt } from './cover-art/cover-art.start.ts';
import { startDeliveryModule } from './delivery/delivery.start.ts';
import { startHousekeeping } from './housekeeping/housekeeping.start.ts';
import { startMastering } from './mastering/mastering.start.ts';
import { startPayouts } from './payouts/payouts.start.ts';
import { startPlans } from './plans/plans.start.ts';
import { startPresave } from './presave/index.ts';
import { startPrereview } from './prereview/prereview.start.ts';
import { startMail } from './mail/mail.start.ts';
import { startReferralRewards } from './referral-rewards/referral-rewards.start.ts';
import { startReleases } from './releases/releases.start.ts';
import { startSiteContent } from './site-content/site-content.start.ts';
import { startStores } from './stores/stores.start.ts';
import { startToolQuotas } from './tool-quotas/tool-quotas.start.ts';
import { startUploads } from './uploads/uploads.start.ts';

/**
 * Every module's start-up, run in every process (API and worker) after migrations and before
 * routes answer or jobs are worked: job registration, schedules and seeding.
 */
export const moduleStarts: ((ctx: AppContext) => Promise<void>)[] = [
  startMail,
  startStores,
  startPlans,
  startToolQuotas,
  startReleases,
  startUploads,
  startHousekeeping,
  startPrereview,
  startDeliveryModule,
  startPayouts,
  startBilling,
  startMastering,
  startCoverArt,
  startReferralRewards,
  startPresave,
  startSiteContent,
];
