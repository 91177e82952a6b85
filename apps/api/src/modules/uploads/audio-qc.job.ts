import type { ErrorCode } from '@soundpost/contracts/errors';
import type { AppContext } from '../../lib/context.ts';
import type { QueueSettings } from '../../lib/queue.ts';
import { analyzeAudio, judgeAudio, unreadableCode, type AudioAnalysis } from '../media/index.ts';
import { findFfmpeg } from './find-ffmpeg.ts';
import { reportMissingFile } from './missing-file.ts';
import * as repo from './uploads.repository.ts';
import { storageKeys } from './uploads.service.ts';
import type { UploadRow } from './uploads.table.ts';

export const audioQcJob = 'audio.qc';
export type AudioQcData = { uploadId: string };

/** Retries after the first run (pg-boss waits 5 s, then doubles: about 2.5 minutes in all). */
export const audioQcRetries = 5;
const maxAttempts = audioQcRetries + 1;

const pending: UploadRow['status'][] = ['uploading', 'processing'];

function markFailed(ctx: AppContext, id: string, code: ErrorCode, analysis?: AudioAnalysis) {
  return repo.updateUploadIn(ctx.db, id, pending, {
    status: 'failed',
    failureCode: code,
    ...(analysis && { analysis, verdict: judgeAudio(analysis) }),
    updatedAt: ctx.clock.now(),
  });
}

/**
 * The `audio.qc` job: measures the uploaded file in one decode, judges it under the track's
 * intro/outro flag and stores both. A file that is no MP3, WAV, FLAC or AIFF, or does not
 * decode to its end, fails at once with audio_unsupported_format or audio_damaged (it will
 * not get better).
 * Anything else (ffmpeg missing, timed out, killed) throws, so the queue runs the job again;
 * the last attempt marks the upload failed with upload_failed, then throws for the record.
 */
export async function runAudioQc(ctx: AppContext, { uploadId }: AudioQcData): Promise<void> {
  const row = await repo.findUploadById(ctx.db, uploadId);
  if (row?.kind !== 'audio' || !pending.includes(row.status)) return;
  const { storage } = ctx;
  const key = storageKeys.original('audio', row.id);
  if (!(await storage.exists(key))) {
    // Still uploading: the job was queued ahead of a crash; finishing the upload queues another.
    if (row.status !== 'processing') return;
    reportMissingFile(ctx, key, `audio QC of upload ${row.id}`);
    await markFailed(ctx, row.id, 'upload_failed');
    return;
  }

  const attempt = await repo.countQcAttempt(ctx.db, row.id, ctx.clock.now());
  let analysis: AudioAnalysis;
  try {
    const ffmpeg = await findFfmpeg(ctx.config);
    analysis = await storage.withLocalFile(key, (path) => analyzeAudio(path, { ffmpeg }));
  } catch (error) {
    if (attempt >= maxAttempts) await markFailed(ctx, row.id, 'upload_failed');
    throw error;
  }
  if (!analysis.ok) {
    await markFailed(ctx, row.id, unreadableCode(analysis), analysis);
    return;
  }
  // Judged with the row locked: a flag changed by rejudgeAudio meanwhile is the one used.
  await repo.updateLocked(ctx.db, row.id, (current) =>
    pending.includes(current.status)
      ? {
          status: 'complete',
          format: analysis.format,
          originalKey: key,
          analysis,
          verdict: judgeAudio(analysis, { introOrOutro: current.introOrOutro }),
          updatedAt: ctx.clock.now(),
        }
      : undefined,
  );
}

/**
 * One pending QC per upload (the queue drops a second send while the first is queued or running:
 * the upload-finish hook and the HEAD recovery path may both fire). A worker killed mid-QC stops
 * its heartbeat and the job goes to another worker within a minute; the expiry only
 * bounds a hung run (a 10-minute WAV takes about 2 s; ffmpeg has its own 5-minute time-out).
 */
export const audioQcQueue: QueueSettings = {
  policy: 'exclusive',
  retryLimit: audioQcRetries,
  retryDelay: 5,
  retryBackoff: true,
  // Beats every 10 s; 20 s of silence leaves room for a loaded machine's slow beat.
  heartbeatSeconds: 20,
  expireInSeconds: 6 * 60,
};

/** Queues the QC of an upload whose bytes are all in storage (at most one pending per upload). */
export function queueAudioQc(ctx: AppContext, uploadId: string) {
  return ctx.queue.send<AudioQcData>(audioQcJob, { uploadId }, { singletonKey: uploadId });
}

/** Lets this process work `audio.qc` jobs (when workers are on). */
export function registerAudioQc(ctx: AppContext) {
  ctx.queue.register<AudioQcData>(audioQcJob, (data) => runAudioQc(ctx, data), audioQcQueue);
}
