// The referral rewards module's public surface: what other modules and the app may use. Its
// tables stay private (docs/architecture.md, "Boundaries").
export { referralSweepJob, sweepReferrals } from './referral-sweep.ts';
