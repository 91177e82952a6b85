import { capabilitiesFor } from '@soundpost/contracts/capabilities';
import type { contributorRoles } from '@soundpost/contracts/catalog';
import type { Track, TrackInput } from '@soundpost/contracts/tracks';
import type { Upload } from '@soundpost/contracts/uploads';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import { AppError, notFound, validationFailed } from '../../lib/errors.ts';
import type { Actor } from '../../plugins/types.ts';
import { refuseBannedTitle } from './release-settings.ts';
import { changeRelease, findOwnRelease } from './releases.service.ts';
import {
  findUploads,
  isOwnUpload,
  syncAudioIntroOutro,
  type UploadsById,
} from './upload-lookup.ts';
import { isUuid } from '../../lib/uuid.ts';
import { claimIsrc } from './isrc-claims.ts';
import * as repo from './tracks.repository.ts';
import type { TrackRow } from './tracks.table.ts';

export type { TrackRow };

function audioOf(upload: Upload | undefined): Track['audio'] {
  if (!upload) return null;
  return {
    uploadId: upload.id,
    status: upload.status,
    durationSeconds: upload.qc?.durationSeconds ?? null,
    // A file that could not be used at all is shown as its one rejection.
    rejections: upload.failure ? [upload.failure] : (upload.qc?.rejections ?? []),
    warnings: upload.qc?.warnings ?? [],
  };
}

/** The track as its owner sees it, with its audio's QC from the uploads module. */
export function toTrackDto(row: TrackRow, uploads: UploadsById): Track {
  return {
    id: row.id,
    position: row.position,
    title: row.title,
    trackArtist: row.trackArtist,
    featuredArtists: row.featuredArtists,
    audio: audioOf(row.audioUploadId ? uploads.get(row.audioUploadId) : undefined),
    isrc: row.isrc,
    isrcIsCustom: row.isrcIsCustom,
    language: row.language,
    genre: row.genre,
    explicit: row.explicit,
    hasLyrics: row.hasLyrics,
    lyrics: row.lyrics,
    versionType: row.versionType,
    composerName: row.composerName,
    composerUri: row.composerUri,
    introOutro: row.introOutro,
    performers: row.performers,
    contributors: row.contributors.map((c) => ({
      name: c.name,
      role: c.role as (typeof contributorRoles)[number],
      percentage: c.share / 100,
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The release's tracks in order (for the release's own service: detail and submission). */
export const listReleaseTracks = (db: Db, releaseId: string) => repo.listTracks(db, releaseId);

/** Writes the ISRCs the platform assigned at submission. */
export async function setAssignedIsrcs(db: Db, isrcs: Map<string, string>, now: Date) {
  for (const [id, isrc] of isrcs) {
    await repo.updateTrack(db, id, { isrc, isrcIsCustom: false, updatedAt: now });
  }
}

/**
 * Takes a custom ISRC off a release's tracks (an administrator settling a dispute, decision
 * 009); how many tracks had it.
 */
export async function clearCustomIsrc(db: Db, releaseId: string, isrc: string, now: Date) {
  return (await repo.clearCustomIsrc(db, releaseId, isrc, now)).length;
}

/**
 * The columns a save changes. The audio must be one of the owner's audio uploads; an ISRC of
 * the artist's own needs a plan with custom identifiers and no other owner's track with it,
 * while null keeps an assigned one.
 */
async function trackChanges(
  ctx: AppContext,
  actor: Actor,
  current: TrackRow | undefined,
  input: TrackInput,
): Promise<repo.TrackChanges> {
  const { contributors, isrc, ...fields } = input;
  const changes: repo.TrackChanges = { ...fields };
  if (
    input.audioUploadId &&
    !(await isOwnUpload(ctx, actor.user.id, input.audioUploadId, 'audio'))
  ) {
    throw validationFailed({ audioUploadId: 'unknown_upload' });
  }
  await refuseBannedTitle(ctx.db, input.title);
  if (isrc !== undefined && isrc !== current?.isrc) {
    if (isrc === null) {
      // An ISRC the platform assigned stays: the recording keeps its code across resubmissions.
      if (current?.isrcIsCustom) Object.assign(changes, { isrc: null, isrcIsCustom: false });
    } else if (!capabilitiesFor(actor.user.planName).customIdentifiers) {
      throw new AppError('custom_identifier_not_allowed');
    } else {
      await claimIsrc(ctx.db, actor.user.id, isrc);
      Object.assign(changes, { isrc, isrcIsCustom: true });
    }
  }
  if (contributors) {
    changes.contributors = contributors.map((c) => ({
      name: c.name,
      role: c.role,
      share: Math.round(c.percentage * 100),
    }));
  }
  if (input.hasLyrics === false) changes.lyrics = null;
  return changes;
}

/** Keeps the audio check's intro/outro exemption in line with the track's flag. */
async function syncAudio(ctx: AppContext, before: TrackRow | undefined, after: TrackRow) {
  const changed =
    before?.audioUploadId !== after.audioUploadId || before?.introOutro !== after.introOutro;
  if (after.audioUploadId && changed) {
    await syncAudioIntroOutro(ctx, after.audioUploadId, after.introOutro);
  }
}

async function trackAnswer(ctx: AppContext, actor: Actor, row: TrackRow) {
  return toTrackDto(row, await findUploads(ctx, actor.user.id, [row.audioUploadId]));
}

async function findTrackOf(db: Db, releaseId: string, trackId: string) {
  const track = isUuid(trackId) ? await repo.findTrack(db, releaseId, trackId) : undefined;
  if (!track) throw notFound();
  return track;
}

/** Adds a track at the end; 422 `track_limit_exceeded` beyond the plan's tracks per release. */
export async function addTrack(
  ctx: AppContext,
  actor: Actor,
  releaseId: string,
  input: TrackInput,
) {
  const row = await changeRelease(ctx, actor, releaseId, ['tracks'], async (tx, release) => {
    const max = capabilitiesFor(actor.user.planName).maxTracksPerRelease;
    const count = await repo.countTracks(tx.db, release.id);
    if (max !== null && count >= max)
      throw new AppError('track_limit_exceeded', { params: { max } });
    const now = ctx.clock.now();
    const created = await repo.insertTrack(tx.db, {
      ...(await trackChanges(tx, actor, undefined, input)),
      releaseId: release.id,
      position: count + 1,
      createdAt: now,
      updatedAt: now,
    });
    await syncAudio(tx, undefined, created);
    return created;
  });
  return trackAnswer(ctx, actor, row);
}

/** Changes the given fields of a track of an editable release. */
export async function updateTrack(
  ctx: AppContext,
  actor: Actor,
  releaseId: string,
  trackId: string,
  patch: TrackInput,
) {
  const row = await changeRelease(ctx, actor, releaseId, ['tracks'], async (tx, release) => {
    const track = await findTrackOf(tx.db, release.id, trackId);
    const changes = await trackChanges(tx, actor, track, patch);
    const updated = await repo.updateTrack(tx.db, track.id, {
      ...changes,
      updatedAt: ctx.clock.now(),
    });
    await syncAudio(tx, track, updated);
    return updated;
  });
  return trackAnswer(ctx, actor, row);
}

/** Removes a track; the ones after it move up. */
export async function deleteTrack(
  ctx: AppContext,
  actor: Actor,
  releaseId: string,
  trackId: string,
) {
  await changeRelease(ctx, actor, releaseId, ['tracks'], async (tx, release) => {
    const track = await findTrackOf(tx.db, release.id, trackId);
    await repo.deleteTrack(tx.db, track.id);
    const rest = await repo.listTracks(tx.db, release.id);
    await repo.setPositions(
      tx.db,
      release.id,
      rest.map((t) => t.id),
    );
  });
  return { ok: true as const };
}

/** Puts the tracks in the given order; the list must name every track of the release once. */
export async function reorderTracks(
  ctx: AppContext,
  actor: Actor,
  releaseId: string,
  trackIds: string[],
) {
  await changeRelease(ctx, actor, releaseId, ['tracks'], async (tx, release) => {
    const current = (await repo.listTracks(tx.db, release.id)).map((t) => t.id);
    const same =
      new Set(trackIds).size === trackIds.length &&
      trackIds.length === current.length &&
      trackIds.every((id) => current.includes(id));
    if (!same) throw validationFailed({ trackIds: 'invalid' });
    await repo.setPositions(tx.db, release.id, trackIds);
  });
  return listTracksOf(ctx, actor, releaseId);
}

/** The tracks of one of the actor's releases, in order. */
export async function listTracksOf(ctx: AppContext, actor: Actor, releaseId: string) {
  const release = await findOwnRelease(ctx, actor, releaseId);
  const rows = await repo.listTracks(ctx.db, release.id);
  const uploads = await findUploads(
    ctx,
    actor.user.id,
    rows.map((r) => r.audioUploadId),
  );
  return { items: rows.map((r) => toTrackDto(r, uploads)) };
}

/**
 * A track of one of the actor's releases with its audio upload (for tools that take a track's
 * audio, such as mastering); 404 for anyone else's track.
 */
export async function findOwnTrack(ctx: AppContext, actor: Actor, trackId: string) {
  const track = isUuid(trackId) ? await repo.findTrackById(ctx.db, trackId) : undefined;
  if (!track) throw notFound();
  await findOwnRelease(ctx, actor, track.releaseId);
  return {
    id: track.id,
    releaseId: track.releaseId,
    title: track.title,
    audioUploadId: track.audioUploadId,
  };
}
