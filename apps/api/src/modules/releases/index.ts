// The releases module's public surface: what other modules and the app may use. Its tables
// stay private (docs/architecture.md, "Boundaries").
export {
  countReleasesOfOwners,
  hasPublishedRelease,
  listReleasesOfOwner,
} from './account-releases.ts';
export { prereviewJob, queuePrereview } from './prereview-request.ts';
export type { PrereviewData } from './prereview-request.ts';
export { buildReleaseDetail } from './release-detail.ts';
export { getReleaseSettings, saveReleaseSettings } from './release-settings.ts';
export {
  approve,
  assertCanMove,
  completeTakedown,
  goLive,
  publish,
  reject,
  reopen,
  runTransition,
  startProcessing,
  startReview,
} from './release-status.ts';
export type { Moved } from './release-status.ts';
export { findReleaseById, lastActivityAt, lockRelease } from './releases.repository.ts';
export { findOwnRelease } from './releases.service.ts';
export { canEditRelease } from './release-policies.ts';
export { updateRelease } from './save-release.ts';
export { requeueStuck, sweepBatch } from './requeue-stuck.ts';
export { listReleaseTracks } from './tracks.service.ts';
export type { ReleaseRow } from './releases.table.ts';
export { releaseActivityView, releaseView, trackView } from './releases.views.ts';
export type { TrackRow } from './tracks.table.ts';
export { listTracks } from './tracks.repository.ts';
export { expireReleases } from './expire-releases.ts';
export { applyMetadataChange } from './metadata-change.ts';
export { requestReleaseTakedown } from './request-takedown.ts';
export { createRelease } from './save-release.ts';
export { submitRelease } from './submit-release.ts';
export { addTrack, findOwnTrack, updateTrack } from './tracks.service.ts';
