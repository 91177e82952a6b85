// The analytics module's public surface: what other modules and the app may use. Its tables
// stay private (docs/architecture.md, "Boundaries").
export { generateTrends, trendTsvColumns, trendTsvLine } from './trend-generator.ts';
export type { GeneratedFact, GeneratedTrack } from './trend-generator.ts';
export { importTrendReport } from './trend-import.ts';
export { replacePageFacts } from './page-facts.ts';
export type { PageFact } from './page-facts.ts';
