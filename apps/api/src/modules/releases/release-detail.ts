import { capabilitiesFor } from '@soundpost/contracts/capabilities';
import type { ReleaseDetail } from '@soundpost/contracts/releases';
import type { AppContext } from '../../lib/context.ts';
import type { Actor } from '../../plugins/types.ts';
import { listReleaseTracks, toTrackDto } from './tracks.service.ts';
import { isEditableStatus } from './release-policies.ts';
import { takedownWindow } from './release-status.ts';
import { buildTimeline } from './release-timeline.ts';
import * as repo from './releases.repository.ts';
import { isArtistVisible, toActivityDto } from './release-activity-view.ts';
import type { ReleaseRow } from './releases.table.ts';
import { findOwnRelease } from './releases.service.ts';
import { findUploads } from './upload-lookup.ts';

/** Everything the release detail and the wizard show, for the owner. */
export async function buildReleaseDetail(
  ctx: AppContext,
  actor: Actor,
  release: ReleaseRow,
): Promise<ReleaseDetail> {
  const [artist, tracks, activity] = await Promise.all([
    release.artistId ? repo.findArtistName(ctx.db, release.artistId) : undefined,
    listReleaseTracks(ctx.db, release.id),
    repo.listActivity(ctx.db, release.id),
  ]);
  const uploads = await findUploads(ctx, release.ownerId, [
    release.artworkUploadId,
    ...tracks.map((t) => t.audioUploadId),
  ]);
  const artwork = release.artworkUploadId ? uploads.get(release.artworkUploadId) : undefined;
  const now = ctx.clock.now();
  const capabilities = capabilitiesFor(actor.user.planName);
  return {
    id: release.id,
    status: release.status,
    referenceId: release.referenceId,
    title: release.title,
    artist: artist ? { id: artist.id, name: artist.name } : null,
    releaseType: release.releaseType,
    language: release.language,
    primaryGenre: release.primaryGenre,
    secondaryGenre: release.secondaryGenre,
    recordLabel: release.recordLabel,
    upc: release.upc,
    upcIsCustom: release.upcIsCustom,
    artwork: artwork
      ? {
          uploadId: artwork.id,
          status: artwork.status,
          thumbnailUrl: artwork.thumbnailUrl ?? null,
          rejections: artwork.failure ? [artwork.failure] : [],
        }
      : null,
    storeIds: release.storeIds,
    releaseDate: release.releaseDate,
    liveDate: release.liveDate,
    schedule: release.schedule,
    presaveEnabled: release.presaveEnabled,
    presaveDate: release.presaveDate,
    reopening:
      release.status === 'reopened' && release.reopeningReason
        ? { reason: release.reopeningReason, note: release.reopeningNote }
        : null,
    submittedAt: release.submittedAt?.toISOString() ?? null,
    wizardStep: release.wizardStep,
    editable: isEditableStatus(release.status),
    tracks: tracks.map((t) => toTrackDto(t, uploads)),
    timeline: buildTimeline(release, activity, now, capabilities.goLiveBusinessDays),
    activity: activity.filter(isArtistVisible).map((a) => toActivityDto(a, release.ownerId)),
    takedown: takedownWindow(release, capabilities, now),
    createdAt: release.createdAt.toISOString(),
    updatedAt: release.updatedAt.toISOString(),
  };
}

/** One of the actor's releases in full; 404 for anyone else's. */
export async function getReleaseDetail(ctx: AppContext, actor: Actor, id: string) {
  return buildReleaseDetail(ctx, actor, await findOwnRelease(ctx, actor, id));
}
