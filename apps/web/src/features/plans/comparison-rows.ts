import type { TFunction } from 'i18next';
import type { Capabilities } from '@soundpost/contracts/capabilities';

type Row = { key: string; value: (c: Capabilities, t: TFunction) => string };

const v = (t: TFunction, key: string, options: Record<string, unknown> = {}) =>
  t(`plans:comparison.values.${key}`, options);
const yesNo = (t: TFunction, yes: boolean) => v(t, yes ? 'yes' : 'no');

/** One row per line of spec section 6's table, each read from the plan's capabilities. */
export const comparisonRows: Row[] = [
  {
    key: 'releaseTypes',
    value: (c, t) => v(t, c.maxTracksPerRelease === 1 ? 'singlesOnly' : 'allTypes'),
  },
  { key: 'stores', value: (c, t) => v(t, c.allStores ? 'allStores' : 'majorStores') },
  { key: 'audioQuality', value: (c, t) => v(t, c.audioQuality) },
  {
    key: 'metadata',
    value: (c, t) => v(t, c.advancedMetadata ? 'advancedMetadata' : 'basicMetadata'),
  },
  { key: 'presave', value: (c, t) => yesNo(t, c.presave) },
  { key: 'artworkTemplates', value: (c, t) => yesNo(t, c.premiumArtworkTemplates) },
  { key: 'releaseSpeed', value: (c, t) => v(t, 'businessDays', c.goLiveBusinessDays) },
  {
    key: 'schedules',
    value: (c, t) => v(t, c.schedules.length > 1 ? 'allSchedules' : 'standardSchedule'),
  },
  { key: 'royaltyShare', value: (c, t) => v(t, 'percent', { value: c.royaltySharePercent }) },
  {
    key: 'takedown',
    value: (c, t) =>
      c.takedownWaitDays === 0
        ? v(t, 'immediate')
        : v(t, 'afterDays', { count: c.takedownWaitDays }),
  },
  // The wait runs from when a credit is posted, not from the withdrawal request (decision 028).
  { key: 'payoutWait', value: (c, t) => v(t, 'afterCredit', { count: c.payoutWaitDays }) },
  {
    key: 'analytics',
    value: (c, t) =>
      c.analytics === 'basic'
        ? v(t, 'basicAnalytics')
        : v(t, c.playlistAnalytics ? 'playlistAnalytics' : 'advancedAnalytics'),
  },
  { key: 'smartlinks', value: (c, t) => yesNo(t, c.smartlinkAnalytics) },
  { key: 'monthlyLimit', value: (c, t) => v(t, c.monthlyReleaseLimit ? 'limited' : 'unlimited') },
  { key: 'support', value: (c, t) => v(t, 'hours', { count: c.supportResponseHours }) },
];
