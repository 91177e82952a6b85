import { coverArtImageCount } from '@soundpost/contracts/cover-art';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import { jobsIn, type QueueSettings } from '../../lib/queue.ts';
import { processArtwork } from '../media/index.ts';
import { returnToolUse, toolUseAt } from '../tool-quotas/index.ts';
import { painterFor } from './choose-painter.ts';
import * as repo from './cover-art.repository.ts';
import type { CoverArtSetRow } from './cover-art.table.ts';

export const coverArtJob = 'cover-art.paint';
export type CoverArtJobData = { setId: string };

/** Retries after the first run: a busy model server or a lost worker is not final. */
const retries = 2;
const maxAttempts = retries + 1;

/** Where an image of a set lives: the 3000x3000 JPEG and its 600 px WebP preview. */
export const coverArtKeys = {
  image: (setId: string, index: number) => `cover-art/${setId}/${index}.jpg`,
  preview: (setId: string, index: number) => `cover-art/${setId}/${index}-600.webp`,
};

/** Queues the set's job (in `tx`: the set and its job commit together or not at all). */
export function queueCoverArt(ctx: AppContext, row: CoverArtSetRow, tx: Db) {
  return ctx.queue.send<CoverArtJobData>(
    coverArtJob,
    { setId: row.id },
    { singletonKey: row.id, db: jobsIn(tx) },
  );
}

/** The use a set took from its owner's allowance, given back when the set fails. */
const useOf = (row: CoverArtSetRow) => toolUseAt(row.ownerId, 'cover_art', row.createdAt);

/** Fails a pending set and gives its use back (once: a set that is not pending is left alone). */
async function failSet(ctx: AppContext, row: CoverArtSetRow) {
  const failed = await repo.updatePendingSet(ctx.db, row.id, {
    status: 'failed',
    failureCode: 'cover_art_failed',
    updatedAt: ctx.clock.now(),
  });
  if (failed) await returnToolUse(ctx, useOf(row));
}

/**
 * The `cover-art.paint` job: the painter the set names paints four images, and each goes
 * through the artwork pipeline (checked, made a 3000x3000 sRGB JPEG, with a 600 px preview)
 * into storage; then the set succeeds. A failure throws, so the queue runs it again; the last
 * attempt fails the set and gives its use back.
 */
export async function runCoverArt(ctx: AppContext, { setId }: CoverArtJobData): Promise<void> {
  const row = await repo.findSet(ctx.db, setId);
  if (!row || row.status !== 'pending') return;
  const attempt = await repo.countAttempt(ctx.db, row.id, ctx.clock.now());
  if (attempt === null) return;
  try {
    const painter = painterFor(ctx.config.coverArt, row.provider);
    const images = await painter.paint(row, coverArtImageCount, AbortSignal.timeout(10 * 60_000));
    for (const [index, image] of images.entries()) {
      const processed = await processArtwork(image);
      if (!processed.ok) throw new Error(`cover art image ${index}: ${processed.issues[0]!.code}`);
      const preview = processed.thumbnails.find((t) => t.width === 600)!;
      await ctx.storage.put(coverArtKeys.image(row.id, index), processed.delivery.buffer);
      await ctx.storage.put(coverArtKeys.preview(row.id, index), preview.buffer);
    }
    await repo.updatePendingSet(ctx.db, row.id, { status: 'success', updatedAt: ctx.clock.now() });
  } catch (error) {
    if (attempt >= maxAttempts) await failSet(ctx, row);
    throw error;
  }
}

/**
 * Four images of 3000 px take a few seconds to draw here, and an image model tens of seconds;
 * a worker killed mid-run stops its heartbeat and another takes the job.
 */
const coverArtQueue: QueueSettings = {
  policy: 'standard',
  retryLimit: retries,
  retryDelay: 10,
  retryBackoff: true,
  heartbeatSeconds: 20,
  expireInSeconds: 15 * 60,
};

/** Lets this process work `cover-art.paint` jobs (when workers are on). */
export function registerCoverArt(ctx: AppContext) {
  ctx.queue.register<CoverArtJobData>(coverArtJob, (data) => runCoverArt(ctx, data), coverArtQueue);
}

/** Sets still pending this long have outlived every retry: their job was lost. */
const stuckAfterMs = 2 * 60 * 60_000;

/** The housekeeping sweep: fails sets whose job was lost (a crash past the last retry). */
export async function failStuckCoverArt(ctx: AppContext, now: Date) {
  const stuck = await repo.findPendingSince(ctx.db, new Date(now.getTime() - stuckAfterMs));
  for (const row of stuck) await failSet(ctx, row);
  return stuck.length;
}
