// The royalties module's public surface: what other modules and the app may use. Its tables
// stay private (docs/architecture.md, "Boundaries").
export { availableUnits } from './royalty-entries.ts';
export { royaltyRevenue } from './royalty-revenue.ts';
export { readDsr } from './dsr-reader.ts';
export type { DsrLine } from './dsr-reader.ts';
export { overLong } from './report-reader.ts';
export { ReportHash } from './report-hash.ts';
export { revenueByStoreMonth } from './royalty-store-revenue.ts';
export { importRoyaltyReport } from './royalty-import.ts';
