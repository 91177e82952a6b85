// The splits module's public surface: what other modules and the app may use. Its tables
// stay private (docs/architecture.md, "Boundaries").
export { lockLiveSplits, splitsOfTrack } from './live-splits-sql.ts';
export type { LinesRecoupedSql, ReleaseSplit } from './live-splits-sql.ts';
export { liveSplits } from './live-splits.ts';
export { ShareDivision, divideShare } from './split-shares.ts';
export type { LiveSplit } from './split-shares.ts';
export { splitView } from './splits.views.ts';
export { createSplit } from './splits.service.ts';
export { answerOwnInvitation } from './split-invitations.ts';
