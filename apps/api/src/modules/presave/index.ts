// The pre-save module's public surface: what other modules and the app may use. Its tables
// stay private (docs/decisions/040-api-module-boundaries.md).
export { ensureCampaigns } from './presave.service.ts';
export { deleteExpiredOAuthStates } from './subscriptions.ts';
export { releaseDayJob, startPresave, sweepReleaseDay } from './release-day.ts';
