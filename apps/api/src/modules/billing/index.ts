// The billing module's public surface: what other modules and the app may use. Its tables
// stay private (docs/architecture.md, "Boundaries").
export { billingSweepJob, sweepSubscriptions } from './billing-sweep.ts';
export { decideSandboxCheckout, startCheckout } from './checkouts.ts';
export { extendSubscription } from './extend-subscription.ts';
