import {
  masteringLimits,
  type MasteringFile,
  type MasteringProject,
  type MasteringProjectInput,
  type MasteringSettings,
} from '@soundpost/contracts/mastering';
import type { AppContext } from '../../lib/context.ts';
import { AppError, notFound, validationFailed } from '../../lib/errors.ts';
import { decodeCursor, toPage } from '../../lib/page-cursor.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { Actor } from '../../plugins/types.ts';
import { findOwnTrack } from '../releases/index.ts';
import { findUploadsByOwner, type UploadRow } from '../uploads/index.ts';
import {
  checkMasteringAllowance,
  returnMasteringUse,
  takeMasteringUse,
} from './mastering-allowance.ts';
import { queueMastering } from './mastering-job.ts';
import * as repo from './mastering.repository.ts';
import type { MasteringProjectRow } from './mastering.table.ts';

/** Policy: a project is its owner's alone; anyone else is told it does not exist. */
const canSeeProject = (actor: Actor, row: Pick<MasteringProjectRow, 'ownerId'>) =>
  row.ownerId === actor.user.id;

/** One of the actor's projects; 404 for anyone else's (as for a missing one). */
export async function findOwnProject(ctx: AppContext, actor: Actor, id: string) {
  const row = isUuid(id) ? await repo.findProject(ctx.db, id) : undefined;
  if (!row || !canSeeProject(actor, row)) throw notFound();
  return row;
}

const fileUrl = (row: MasteringProjectRow, file: MasteringFile) =>
  `/v1/mastering/projects/${row.id}/files/${file}`;

/** The project as its owner sees it: no storage keys, no raw analysis. */
export function toProjectDto(row: MasteringProjectRow): MasteringProject {
  const previewReady = row.previewRevision !== null && row.previewGains !== null;
  const masterReady = row.masterRevision !== null;
  return {
    id: row.id,
    name: row.name,
    filename: row.filename,
    preset: row.preset,
    loopStartSeconds: row.loopStartSeconds,
    durationSeconds: row.durationSeconds,
    hasReference: row.referenceUploadId !== null,
    stage: row.stage,
    status: row.status,
    progress: row.progress,
    failure: row.failureCode ? { code: row.failureCode } : null,
    report: (masterReady ? row.masterReport : row.previewReport) ?? null,
    preview: previewReady
      ? {
          masteredUrl: fileUrl(row, 'preview-mastered.mp3'),
          originalUrl: fileUrl(row, 'preview-original.mp3'),
          masteredGainDb: row.previewGains!.mastered,
          originalGainDb: row.previewGains!.original,
        }
      : null,
    downloads: masterReady
      ? {
          wav24Url: fileUrl(row, 'master-24.wav'),
          wav16Url: fileUrl(row, 'master-16.wav'),
          mp3Url: fileUrl(row, 'master.mp3'),
        }
      : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** m:ss, language-neutral, for the length messages. */
const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

/**
 * Checks an audio upload of the actor as a mastering input (the spec's rules: .mp3 or .wav, up
 * to 100 MB, 1 to 20 minutes; a reference need not be a whole track) and returns its duration.
 */
async function checkInput(
  ctx: AppContext,
  actor: Actor,
  uploadId: string,
  field: string,
  opts: { reference?: boolean } = {},
): Promise<{ row: UploadRow; durationSeconds: number }> {
  const [row] = await findUploadsByOwner(ctx.db, actor.user.id, [uploadId]);
  if (row?.kind !== 'audio') throw validationFailed({ [field]: 'unknown_upload' });
  if (row.status === 'uploading' || row.status === 'processing') {
    throw new AppError('mastering_audio_processing');
  }
  if (row.status === 'failed') throw new AppError('mastering_upload_failed');
  const analysis = row.analysis;
  const formats: readonly string[] = masteringLimits.formats;
  if (!analysis?.ok || !formats.includes(analysis.format) || row.size > masteringLimits.maxBytes) {
    throw new AppError('mastering_unsupported_format');
  }
  const { durationSeconds } = analysis;
  if (!opts.reference) {
    const params = {
      duration: clock(durationSeconds),
      min: masteringLimits.minSeconds / 60,
      max: masteringLimits.maxSeconds / 60,
    };
    if (durationSeconds < masteringLimits.minSeconds) {
      throw new AppError('mastering_too_short', { params });
    }
    if (durationSeconds > masteringLimits.maxSeconds) {
      throw new AppError('mastering_too_long', { params });
    }
  }
  return { row, durationSeconds };
}

/** The loop's start, moved back where the track is shorter than start + 30 s. */
const clampLoop = (start: number, duration: number) =>
  Math.max(0, Math.min(start, duration - masteringLimits.loopSeconds));

/**
 * Creates a project from one of the actor's audio uploads or the audio of a track of one of
 * the actor's releases, and queues its preview.
 */
export async function createProject(ctx: AppContext, actor: Actor, input: MasteringProjectInput) {
  await checkMasteringAllowance(ctx, actor);
  let uploadId = input.uploadId;
  if (input.trackId) {
    const track = await findOwnTrack(ctx, actor, input.trackId);
    if (!track.audioUploadId) throw new AppError('mastering_track_without_audio');
    uploadId = track.audioUploadId;
  }
  const source = await checkInput(ctx, actor, uploadId!, input.trackId ? 'trackId' : 'uploadId');
  const reference = input.referenceUploadId
    ? await checkInput(ctx, actor, input.referenceUploadId, 'referenceUploadId', {
        reference: true,
      })
    : undefined;
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const created = await repo.insertProject(tx, {
      ownerId: actor.user.id,
      name: input.name ?? source.row.filename,
      filename: source.row.filename,
      sourceUploadId: source.row.id,
      referenceUploadId: reference?.row.id ?? null,
      durationSeconds: source.durationSeconds,
      preset: input.preset ?? 'balanced',
      loopStartSeconds: clampLoop(input.loopStartSeconds ?? 0, source.durationSeconds),
      stage: 'preview',
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    });
    await queueMastering(ctx, created, tx);
    return created;
  });
  return toProjectDto(row);
}

/** The actor's projects, newest first. */
export async function listProjects(
  ctx: AppContext,
  actor: Actor,
  query: { cursor?: string; limit: number },
) {
  const rows = await repo.listProjects(
    ctx.db,
    actor.user.id,
    decodeCursor(query.cursor),
    query.limit,
  );
  return toPage(rows, query.limit, toProjectDto);
}

/** One of the actor's projects. */
export async function getProject(ctx: AppContext, actor: Actor, id: string) {
  return toProjectDto(await findOwnProject(ctx, actor, id));
}

/** A new preset or loop: a new preview replaces the old one (and any final master). */
export async function changeSettings(
  ctx: AppContext,
  actor: Actor,
  id: string,
  settings: MasteringSettings,
) {
  const current = await findOwnProject(ctx, actor, id);
  const row = await ctx.db.transaction(async (tx) => {
    const started = await repo.startRevision(tx, current.id, {
      preset: settings.preset,
      loopStartSeconds: clampLoop(settings.loopStartSeconds, current.durationSeconds),
      stage: 'preview',
      masterRevision: null,
      masterReport: null,
      updatedAt: ctx.clock.now(),
    });
    await queueMastering(ctx, started, tx);
    return started;
  });
  return toProjectDto(row);
}

/** The final master of the previewed settings; 409 before a preview has been made. */
export async function startMaster(ctx: AppContext, actor: Actor, id: string) {
  const current = await findOwnProject(ctx, actor, id);
  if (current.previewRevision === null) throw new AppError('mastering_preview_required');
  const row = await ctx.db.transaction(async (tx) => {
    await takeMasteringUse(ctx, actor, tx);
    const started = await repo.startRevision(tx, current.id, {
      stage: 'master',
      updatedAt: ctx.clock.now(),
    });
    await queueMastering(ctx, started, tx);
    return started;
  });
  return toProjectDto(row);
}

/** Stops the pending preview or master: the job sees its revision cancelled and stops. */
export async function cancelProject(ctx: AppContext, actor: Actor, id: string) {
  const current = await findOwnProject(ctx, actor, id);
  const row = await repo.updateRevision(ctx.db, current.id, current.revision, {
    status: 'failed',
    failureCode: 'mastering_cancelled',
    updatedAt: ctx.clock.now(),
  });
  // A pending final master that will not be made gives its use back.
  if (row && current.status === 'pending') await returnMasteringUse(ctx, current);
  return toProjectDto(row ?? current);
}

/** Deletes a project and its files (its input stays an upload of the actor). */
export async function deleteProject(ctx: AppContext, actor: Actor, id: string) {
  const current = await findOwnProject(ctx, actor, id);
  await repo.deleteProject(ctx.db, current.id);
  await ctx.storage.deletePrefix(`mastering/${current.id}/`);
  return { ok: true as const };
}
