// The referrals module's public surface: what other modules and the app may use. Its tables
// stay private (docs/architecture.md, "Boundaries").
export { attributeReferral } from './attribute-referral.ts';
export { ensureReferralCode } from './referral-codes.ts';
export { countedByReferrer, countReferrals, countReferred } from './referral-counts.ts';
export { signupAttribution } from './signup-attribution.ts';
