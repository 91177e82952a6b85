import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { masteringLimits } from '@soundpost/contracts/mastering';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import type { FfmpegTool } from '../../lib/ffmpeg.ts';
import { jobsIn, type QueueSettings } from '../../lib/queue.ts';
import { returnMasteringUse } from './mastering-allowance.ts';
import { findFfmpeg, findUploadsByOwner, storageKeys, type UploadRow } from '../uploads/index.ts';
import { analyzeMix, type MixSource } from './analyze-mix.ts';
import { targetsFor, type MasterTargets, type MixAnalysis } from './derive-chain.ts';
import { masterAudio, writeGainedCopy } from './master-audio.ts';
import { presetTargets } from './mastering-presets.ts';
import * as repo from './mastering.repository.ts';
import type { MasteringProjectRow } from './mastering.table.ts';
import { round } from './mix-meter.ts';
import { removeOldFiles, storeRevisionFiles } from './mastering-files.ts';
import { reportOf } from './mastering-report.ts';

export const masteringJob = 'mastering.run';
export type MasteringJobData = { projectId: string; revision: number };

/** Retries after the first run (10 s, then doubling): a crash or a lost worker is not final. */
export const masteringRetries = 3;
const maxAttempts = masteringRetries + 1;
/** Each ffmpeg pass of a 20-minute track takes well under a minute here. */
const passTimeoutMs = 10 * 60_000;
const watchEveryMs = 1000;

/** Queues the job of the project's current revision (in `tx`, when given: both commit or neither). */
export function queueMastering(ctx: AppContext, row: MasteringProjectRow, tx?: Db) {
  return ctx.queue.send<MasteringJobData>(
    masteringJob,
    { projectId: row.id, revision: row.revision },
    { singletonKey: `${row.id}:${row.revision}`, ...(tx ? { db: jobsIn(tx) } : {}) },
  );
}

/**
 * The `mastering.run` job: makes the preview (the loop mastered, and the loop unmastered at a
 * matched loudness) or the final master of the project's current revision. It stops, leaving
 * the project alone, when the revision is cancelled or replaced while it runs (watched every
 * second). Anything else that goes wrong throws, so the queue runs it again; the last attempt
 * marks the project failed.
 */
export async function runMastering(ctx: AppContext, data: MasteringJobData): Promise<void> {
  const row = await repo.findProject(ctx.db, data.projectId);
  if (!row || row.revision !== data.revision || row.status !== 'pending') return;
  const attempt = await repo.countAttempt(ctx.db, row.id, row.revision, ctx.clock.now());
  if (attempt === null) return;

  const controller = new AbortController();
  const watch = setInterval(() => {
    repo.findProject(ctx.db, row.id).then(
      (current) => {
        if (current?.revision !== row.revision || current.status !== 'pending') controller.abort();
      },
      () => {}, // a failed look-up is tried again next second
    );
  }, watchEveryMs);
  const workDir = await mkdtemp(join(tmpdir(), 'soundpost-mastering-'));
  try {
    const ffmpeg = await findFfmpeg(ctx.config);
    const run = { ctx, ffmpeg, row, workDir, signal: controller.signal };
    if (row.stage === 'preview') await makePreview(run);
    else await makeMaster(run);
    await removeOldFiles(ctx, row.id);
  } catch (error) {
    if (controller.signal.aborted) return;
    if (attempt >= maxAttempts) {
      const failed = await repo.updateRevision(ctx.db, row.id, row.revision, {
        status: 'failed',
        failureCode: 'mastering_failed',
        updatedAt: ctx.clock.now(),
      });
      if (failed) await returnMasteringUse(ctx, row);
    }
    throw error;
  } finally {
    clearInterval(watch);
    await rm(workDir, { recursive: true, force: true });
  }
}

type Run = {
  ctx: AppContext;
  ffmpeg: FfmpegTool;
  row: MasteringProjectRow;
  workDir: string;
  signal: AbortSignal;
};

/** Runs `fn` with the project's input (and reference) on local disk, measured. */
async function withInputs<T>(
  { ctx, ffmpeg, row, signal }: Run,
  fn: (source: MixSource, whole: MixAnalysis, targets: MasterTargets) => Promise<T>,
): Promise<T> {
  const ids = [row.sourceUploadId, ...(row.referenceUploadId ? [row.referenceUploadId] : [])];
  const uploads = new Map(
    (await findUploadsByOwner(ctx.db, row.ownerId, ids)).map((u) => [u.id, u]),
  );
  const open = <R>(id: string, use: (source: MixSource) => Promise<R>) => {
    const upload = uploads.get(id);
    if (!upload?.analysis?.ok) throw new Error(`mastering input ${id} has no analysis`);
    return ctx.storage.withLocalFile(storageKeys.original('audio', id), (path) =>
      use(mixSource(path, upload)),
    );
  };
  const limits = { timeoutMs: passTimeoutMs, signal };
  const reference = row.referenceUploadId
    ? (row.referenceAnalysis ??
      (await open(row.referenceUploadId, (s) => analyzeMix(ffmpeg, s, limits))))
    : undefined;
  return open(row.sourceUploadId, async (source) => {
    const whole = row.sourceAnalysis ?? (await analyzeMix(ffmpeg, source, limits));
    await repo.updateRevision(ctx.db, row.id, row.revision, {
      sourceAnalysis: whole,
      referenceAnalysis: reference ?? null,
      progress: 10,
    });
    return fn(source, whole, targetsFor(presetTargets[row.preset], reference));
  });
}

function mixSource(path: string, upload: UploadRow): MixSource {
  const analysis = upload.analysis;
  if (!analysis?.ok) throw new Error(`upload ${upload.id} has no analysis`);
  return {
    path,
    format: analysis.format,
    sampleRate: analysis.sampleRate,
    channels: analysis.channels,
  };
}

/** Reports progress of the revision (from 10 to 95 %). */
const progressOf =
  ({ ctx, row }: Run) =>
  async (percent: number) => {
    await repo.updateRevision(ctx.db, row.id, row.revision, {
      progress: Math.round(10 + percent * 0.85),
    });
  };

async function makePreview(run: Run) {
  const { ctx, ffmpeg, row, workDir, signal } = run;
  const limits = { timeoutMs: passTimeoutMs, signal };
  await withInputs(run, async (source, whole, targets) => {
    const loop = {
      ...source,
      startSeconds: row.loopStartSeconds,
      durationSeconds: masteringLimits.loopSeconds,
    };
    const mastered = join(workDir, 'preview-mastered.mp3');
    const original = join(workDir, 'preview-original.mp3');
    const result = await masterAudio(ffmpeg, {
      ...limits,
      source: loop,
      targets,
      chainFrom: whole,
      workDir,
      outputs: { mp3: mastered },
      onProgress: progressOf(run),
    });
    // The unmastered loop, raised toward the master's loudness as far as its peaks allow; the
    // player lowers the louder of the two, so neither wins the comparison by level alone.
    const before = result.before;
    const afterLufs = result.after.integratedLufs ?? targets.lufs;
    const beforeLufs = before.integratedLufs ?? afterLufs;
    const raise = Math.min(
      afterLufs - beforeLufs,
      masteringLimits.maxTruePeakDbtp - (before.truePeakDbtp ?? 0),
    );
    await writeGainedCopy(ffmpeg, loop, raise, original, limits);
    const level = Math.min(afterLufs, beforeLufs + raise);
    await storeRevisionFiles(ctx, row, {
      'preview-mastered.mp3': mastered,
      'preview-original.mp3': original,
    });
    await repo.updateRevision(ctx.db, row.id, row.revision, {
      status: 'success',
      progress: 100,
      previewRevision: row.revision,
      previewReport: reportOf(result, targets),
      previewGains: {
        mastered: round(level - afterLufs, 2),
        original: round(level - beforeLufs - raise, 2),
      },
      updatedAt: ctx.clock.now(),
    });
  });
}

async function makeMaster(run: Run) {
  const { ctx, ffmpeg, row, workDir, signal } = run;
  await withInputs(run, async (source, whole, targets) => {
    const files = {
      'master-24.wav': join(workDir, 'master-24.wav'),
      'master-16.wav': join(workDir, 'master-16.wav'),
      'master.mp3': join(workDir, 'master.mp3'),
    };
    const result = await masterAudio(ffmpeg, {
      timeoutMs: passTimeoutMs,
      signal,
      source,
      targets,
      before: whole,
      workDir,
      outputs: {
        wav24: files['master-24.wav'],
        wav16: files['master-16.wav'],
        mp3: files['master.mp3'],
      },
      onProgress: progressOf(run),
    });
    await storeRevisionFiles(ctx, row, files);
    await repo.updateRevision(ctx.db, row.id, row.revision, {
      status: 'success',
      progress: 100,
      masterRevision: row.revision,
      masterReport: reportOf(result, targets),
      updatedAt: ctx.clock.now(),
    });
  });
}

/**
 * A run holds its worker for a few passes of the track (about 20 s for 4 minutes here, see
 * decision 046); a worker killed mid-run stops its heartbeat and another takes the job.
 */
export const masteringQueue: QueueSettings = {
  policy: 'standard',
  retryLimit: masteringRetries,
  retryDelay: 10,
  retryBackoff: true,
  heartbeatSeconds: 20,
  expireInSeconds: 30 * 60,
};

/** Lets this process work `mastering.run` jobs (when workers are on). */
export function registerMastering(ctx: AppContext) {
  ctx.queue.register<MasteringJobData>(
    masteringJob,
    (data) => runMastering(ctx, data),
    masteringQueue,
  );
}
