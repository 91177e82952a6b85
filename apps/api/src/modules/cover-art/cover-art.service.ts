import { writeFile } from 'node:fs/promises';
import type { z } from 'zod';
import {
  coverArtImageCount,
  type CoverArtPainter,
  type coverArtListQuerySchema,
  type coverArtRequestSchema,
  type CoverArtSet,
} from '@soundpost/contracts/cover-art';
import type { AppContext } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { decodeCursor, toPage } from '../../lib/page-cursor.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { Actor } from '../../plugins/types.ts';
import { canEditRelease, findOwnRelease, updateRelease } from '../releases/index.ts';
import { findToolAllowance, returnToolUse, takeToolUse, toolUseAt } from '../tool-quotas/index.ts';
import { createArtworkUpload, reportMissingFile } from '../uploads/index.ts';
import { painterFor } from './choose-painter.ts';
import { coverArtKeys, queueCoverArt } from './cover-art-job.ts';
import * as repo from './cover-art.repository.ts';
import type { CoverArtSetRow } from './cover-art.table.ts';

/** Policy: a set is its owner's alone; anyone else is told it does not exist. */
async function findOwnSet(ctx: AppContext, actor: Actor, id: string) {
  const row = isUuid(id) ? await repo.findSet(ctx.db, id) : undefined;
  if (!row || row.ownerId !== actor.user.id) throw notFound();
  return row;
}

/** The set as its owner sees it: image addresses once painted, never storage keys. */
function toSetDto(row: CoverArtSetRow): CoverArtSet {
  const base = `/v1/cover-art/${row.id}/images`;
  return {
    id: row.id,
    prompt: row.prompt,
    style: row.style,
    provider: row.provider,
    model: row.model,
    status: row.status,
    failure: row.failureCode ? { code: row.failureCode } : null,
    images:
      row.status === 'success'
        ? Array.from({ length: coverArtImageCount }, (_, index) => ({
            index,
            url: `${base}/${index}`,
            previewUrl: `${base}/${index}?size=600`,
          }))
        : [],
    createdAt: row.createdAt.toISOString(),
  };
}

/** Who paints new sets here, and what is left of the user's allowance this month. */
export async function getCoverArtPainter(ctx: AppContext, actor: Actor): Promise<CoverArtPainter> {
  const painter = painterFor(ctx.config.coverArt);
  return {
    provider: painter.provider,
    model: painter.model,
    allowance: await findToolAllowance(ctx, actor.user, 'cover_art'),
  };
}

/**
 * Asks for four images: one use of the month's allowance, the set and its job, in one
 * transaction (409 `tool_quota_reached` when none is left, and nothing is queued).
 */
export async function createCoverArtSet(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof coverArtRequestSchema>,
) {
  const painter = painterFor(ctx.config.coverArt);
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    await takeToolUse(ctx, actor.user, 'cover_art', tx);
    const created = await repo.insertSet(tx, {
      ownerId: actor.user.id,
      prompt: input.prompt,
      style: input.style,
      provider: painter.provider,
      model: painter.model,
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    });
    await queueCoverArt(ctx, created, tx);
    return created;
  });
  return toSetDto(row);
}

export async function listCoverArtSets(
  ctx: AppContext,
  actor: Actor,
  query: z.output<typeof coverArtListQuerySchema>,
) {
  const rows = await repo.listSets(ctx.db, actor.user.id, decodeCursor(query.cursor), query.limit);
  return toPage(rows, query.limit, toSetDto);
}

export async function getCoverArtSet(ctx: AppContext, actor: Actor, id: string) {
  return toSetDto(await findOwnSet(ctx, actor, id));
}

/** Deletes a set and its images; one still being painted gives its use back. */
export async function deleteCoverArtSet(ctx: AppContext, actor: Actor, id: string) {
  const row = await findOwnSet(ctx, actor, id);
  await repo.deleteSet(ctx.db, row.id);
  if (row.status === 'pending') {
    await returnToolUse(ctx, toolUseAt(row.ownerId, 'cover_art', row.createdAt));
  }
  await ctx.storage.deletePrefix(`cover-art/${row.id}/`);
  return { ok: true as const };
}

/** A painted image of one of the actor's sets: 404 for anyone else's, 409 before it is painted. */
async function findImage(ctx: AppContext, actor: Actor, id: string, index: number) {
  const row = await findOwnSet(ctx, actor, id);
  if (index >= coverArtImageCount) throw notFound();
  if (row.status !== 'success') throw new AppError('cover_art_not_ready');
  return row;
}

/** The 3000x3000 JPEG, or its 600 px WebP preview. */
export async function openCoverArtImage(
  ctx: AppContext,
  actor: Actor,
  id: string,
  index: number,
  size: 600 | 3000,
) {
  const row = await findImage(ctx, actor, id, index);
  const key =
    size === 600 ? coverArtKeys.preview(row.id, index) : coverArtKeys.image(row.id, index);
  const file = await ctx.storage.get(key);
  if (!file) {
    reportMissingFile(ctx, key, `cover art ${row.id}`);
    throw notFound();
  }
  return { ...file, contentType: size === 600 ? 'image/webp' : 'image/jpeg' };
}

/**
 * Makes an image the artwork of one of the actor's editable releases: it becomes an artwork
 * upload of the actor exactly as a file sent from the wizard would (the same checks, the
 * same daily bytes), then the release's artwork. 404 for another user's release or set;
 * 409 `release_not_editable` once the release is submitted.
 */
export async function useCoverArtImage(
  ctx: AppContext,
  actor: Actor,
  id: string,
  index: number,
  releaseId: string,
) {
  const row = await findImage(ctx, actor, id, index);
  const release = await findOwnRelease(ctx, actor, releaseId);
  if (!canEditRelease(actor, release)) throw new AppError('release_not_editable');
  const image = await ctx.storage.get(coverArtKeys.image(row.id, index));
  if (!image) {
    reportMissingFile(ctx, coverArtKeys.image(row.id, index), `cover art ${row.id}`);
    throw notFound();
  }
  const bytes = Buffer.concat(await image.stream.toArray());
  const upload = await createArtworkUpload(ctx, actor, async (path) => {
    await writeFile(path, bytes);
    return { filename: `cover-art-${index + 1}.jpg`, size: bytes.length, fields: {} };
  });
  await updateRelease(ctx, actor, release.id, { artworkUploadId: upload.id });
  return { releaseId: release.id, artworkUploadId: upload.id };
}
