import type { ReleaseSchedule } from './catalog.ts';
import type { Plan } from './plan-names.ts';

/** What a plan allows (spec section 6). Every plan rule asks this, never the plan name. */
export type Capabilities = {
  maxTracksPerRelease: number | null;
  allStores: boolean;
  customIdentifiers: boolean;
  advancedMetadata: boolean;
  presave: boolean;
  premiumArtworkTemplates: boolean;
  schedules: readonly ReleaseSchedule[];
  royaltySharePercent: number;
  takedownWaitDays: number;
  /** How many business days the stores take to have an approved release (spec section 6). */
  goLiveBusinessDays: { min: number; max: number };
  payoutWaitDays: number;
  monthlyReleaseLimit: boolean;
  /** Basic counts, or advanced real-time analytics with API access (spec section 6). */
  analytics: 'basic' | 'advanced';
  playlistAnalytics: boolean;
  smartlinkAnalytics: boolean;
  /** The audio quality delivered to the stores (spec section 6). */
  audioQuality: 'standard' | 'high';
  /** How soon support answers: standard 48 h, priority 24 h, VIP 4 h (spec section 6). */
  supportResponseHours: number;
};

const free: Capabilities = {
  maxTracksPerRelease: 1,
  allStores: false,
  customIdentifiers: false,
  advancedMetadata: false,
  presave: false,
  premiumArtworkTemplates: false,
  schedules: ['standard'],
  royaltySharePercent: 85,
  takedownWaitDays: 90,
  goLiveBusinessDays: { min: 15, max: 30 },
  payoutWaitDays: 90,
  monthlyReleaseLimit: true,
  analytics: 'basic',
  playlistAnalytics: false,
  smartlinkAnalytics: false,
  audioQuality: 'standard',
  supportResponseHours: 48,
};

const paid: Capabilities = {
  maxTracksPerRelease: null,
  allStores: true,
  customIdentifiers: true,
  advancedMetadata: true,
  presave: true,
  premiumArtworkTemplates: true,
  schedules: ['standard', 'priority', 'express'],
  royaltySharePercent: 100,
  takedownWaitDays: 0,
  goLiveBusinessDays: { min: 5, max: 7 },
  payoutWaitDays: 30,
  monthlyReleaseLimit: false,
  analytics: 'advanced',
  playlistAnalytics: false,
  smartlinkAnalytics: false,
  audioQuality: 'high',
  supportResponseHours: 24,
};

const byPlan: Record<Plan, Capabilities> = {
  lite: free,
  artist: paid,
  // Pro is the spec's Advanced plan: for labels and several artists, with VIP support.
  pro: { ...paid, playlistAnalytics: true, smartlinkAnalytics: true, supportResponseHours: 4 },
};

/** The capabilities of a plan. */
export function capabilitiesFor(plan: Plan): Capabilities {
  return byPlan[plan];
}
