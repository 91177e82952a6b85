// The payouts module's public surface: what other modules and the app may use. Its tables
// stay private (docs/architecture.md, "Boundaries").
export { getPayoutSettings, savePayoutSettings } from './payout-settings.ts';
