// The payouts module's public surface: what other modules and the app may use. Its tables
// stay private (docs/architecture.md, "Boundaries").
export { getPayoutSettings, savePayoutSettings } from './payout-settings.ts';
export { setPayoutAccount } from './payout-account.ts';
export { sendPayout } from './payout-job.ts';
export { requestWithdrawal } from './withdrawals.ts';
