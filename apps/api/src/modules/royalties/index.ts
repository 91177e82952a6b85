// The royalties module's public surface: what other modules and the app may use. Its tables
// stay private (docs/architecture.md, "Boundaries").
export { availableUnits } from './royalty-entries.ts';
export { royaltyRevenue } from './royalty-revenue.ts';
