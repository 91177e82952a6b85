// The cover art module's public surface: what other modules and the app may use. Its tables
// stay private (docs/decisions/040-api-module-boundaries.md).
export { failStuckCoverArt } from './cover-art-job.ts';
