import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import type { ThumbnailSize, Upload } from '@soundpost/contracts/uploads';
import { isStaffRole } from '@soundpost/contracts/roles';
import type { AppContext } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Actor } from '../../plugins/types.ts';
import {
  processArtwork,
  type ArtworkIssue,
  type ProcessedArtwork,
  judgeAudio,
  artworkLimits,
} from '../media/index.ts';
import { reportMissingFile } from './missing-file.ts';
import { receivingDir } from './stale-files.ts';
import type { ReceivedFile } from './receive-multipart-file.ts';
import { checkUploadRoom, claimUpload } from './upload-quota.ts';
import * as repo from './uploads.repository.ts';
import type { UploadRow } from './uploads.table.ts';

/** Policy: only the owner sees an upload or its files; anyone else is told it does not exist. */
export const canViewUpload = (ownerId: string, upload: Pick<UploadRow, 'ownerId'>) =>
  upload.ownerId === ownerId;

/**
 * Who may open an upload's files (artwork, audio): its owner, and staff reviewing the release
 * it belongs to. Only the files: the upload's record and its changes stay the owner's.
 */
export const canOpenUploadFile = (actor: Actor, upload: Pick<UploadRow, 'ownerId'>) =>
  canViewUpload(actor.user.id, upload) || isStaffRole(actor.user.role);

const uuidSchema = z.uuid();
/** Ids from URLs and callers are checked before they reach a uuid column (which would throw). */
export const isUploadId = (id: string) => uuidSchema.safeParse(id).success;

/** Where each file of an upload lives in storage. */
export const storageKeys = {
  original: (kind: UploadRow['kind'], id: string) => `${kind}/${id}/original`,
  delivery: (id: string) => `artwork/${id}/delivery.jpg`,
  thumbnail: (id: string, size: number) => `artwork/${id}/thumb-${size}.webp`,
};

/** The upload as its owner (and the web app) sees it: no storage keys, no raw analysis. */
export function toUploadDto(row: UploadRow): Upload {
  const dto: Upload = {
    id: row.id,
    kind: row.kind,
    status: row.status,
    filename: row.filename,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  if (row.kind === 'artwork' && row.status === 'complete' && row.width && row.height) {
    Object.assign(dto, {
      width: row.width,
      height: row.height,
      thumbnailUrl: `/v1/uploads/${row.id}/thumbnail?size=600`,
    });
  }
  if (row.failureCode) {
    dto.failure = {
      code: row.failureCode,
      ...(row.failureParams && { params: row.failureParams }),
    };
  }
  const { analysis, verdict } = row;
  if (row.kind === 'audio' && analysis?.ok && verdict) {
    dto.qc = {
      format: analysis.format,
      durationSeconds: analysis.durationSeconds,
      sampleRate: analysis.sampleRate,
      bitDepth: analysis.bitDepth,
      channels: analysis.channels,
      integratedLufs: analysis.integratedLufs,
      truePeakDbtp: analysis.truePeakDbtp,
      rejections: verdict.rejections,
      warnings: verdict.warnings,
      waveform: analysis.waveform,
    };
  }
  return dto;
}

async function findOwnUpload(ctx: AppContext, ownerId: string, id: string) {
  const row = isUploadId(id) ? await repo.findUploadById(ctx.db, id) : undefined;
  return row && canViewUpload(ownerId, row) ? row : undefined;
}

/** The upload when `ownerId` owns it; undefined when it does not exist or is someone else's. */
export async function getUploadForOwner(ctx: AppContext, ownerId: string, uploadId: string) {
  const row = await findOwnUpload(ctx, ownerId, uploadId);
  return row && toUploadDto(row);
}

/** Those of the uploads that `ownerId` owns (in no particular order), in one query. */
export async function getUploadsForOwner(ctx: AppContext, ownerId: string, uploadIds: string[]) {
  const ids = [...new Set(uploadIds)].filter(isUploadId);
  return (await repo.findUploadsByOwner(ctx.db, ownerId, ids)).map(toUploadDto);
}

/** One of the actor's uploads; 404 otherwise. */
export async function getUpload(ctx: AppContext, actor: Actor, id: string) {
  const dto = await getUploadForOwner(ctx, actor.user.id, id);
  if (!dto) throw notFound();
  return dto;
}

/**
 * Judges an audio upload again under a new intro/outro flag (the length rule does not apply
 * to intros and outros), from the stored analysis: nothing is decoded again. Before the QC
 * job has finished, only the flag is stored and the job judges with it. Undefined when there
 * is no such audio upload.
 */
export async function rejudgeAudio(
  ctx: AppContext,
  uploadId: string,
  opts: { introOrOutro: boolean },
): Promise<Upload | undefined> {
  if (!isUploadId(uploadId)) return undefined;
  const row = await repo.updateLocked(ctx.db, uploadId, (current) => {
    if (current.kind !== 'audio') return undefined;
    const changes = { introOrOutro: opts.introOrOutro, updatedAt: ctx.clock.now() };
    return current.analysis ? { ...changes, verdict: judgeAudio(current.analysis, opts) } : changes;
  });
  return row?.kind === 'audio' ? toUploadDto(row) : undefined;
}

/** The HTTP answer to the first problem artwork inspection found. */
function artworkError(issue: ArtworkIssue, bytes: number): AppError {
  const params = issue.params && { params: issue.params };
  if (issue.code === 'artwork_unsupported_format') return new AppError(issue.code);
  // Too many bytes is 413; too many pixels (a decompression bomb) is a property of the image.
  if (issue.code === 'artwork_too_large' && bytes >= artworkLimits.maxBytes) {
    return new AppError(issue.code, params);
  }
  return new AppError(issue.code, params);
}

/** A file name fit for display: no directories or control characters, at most 255 chars. */
export function cleanFilename(name: string | undefined, fallback: string): string {
  const base = (name ?? '')
    .split(/[/\\]/)
    .pop()!
    .replace(/\p{Cc}/gu, '');
  return base.trim().slice(0, 255) || fallback;
}

/** Where a request's file waits while it is checked: beside the files, so storing it is a rename. */

/**
 * Receives artwork into a temporary file (through `receive`, which streams the request body
 * there and stops at the size limit), checks it (format from the bytes, size, square, at least
 * 1500x1500, no bomb) and stores the original, the 3000x3000 delivery JPEG and the 600 and
 * 200 px thumbnails. The actor's daily bytes are checked before anything is read and the
 * received bytes counted before any decoding. The temporary file never outlives the call.
 */
export async function createArtworkUpload(
  ctx: AppContext,
  actor: Actor,
  receive: (path: string) => Promise<ReceivedFile>,
) {
  // A one-byte claim: is anything left of today's bytes at all? (Nothing is read yet.)
  await checkUploadRoom(ctx, actor.user.id, { kind: 'artwork', bytes: 1 });
  await mkdir(receivingDir(ctx), { recursive: true });
  const path = join(receivingDir(ctx), `artwork-${crypto.randomUUID()}`);
  try {
    const file = await receive(path);
    await claimUpload(ctx, actor.user.id, { kind: 'artwork', bytes: file.size }, async () => {});
    const processed = await processArtwork(path);
    if (!processed.ok) throw artworkError(processed.issues[0]!, file.size);
    return await storeArtwork(ctx, actor, { path, ...file }, processed);
  } finally {
    await rm(path, { force: true });
  }
}

async function storeArtwork(
  ctx: AppContext,
  actor: Actor,
  file: ReceivedFile & { path: string },
  processed: Extract<ProcessedArtwork, { ok: true }>,
) {
  const id = crypto.randomUUID();
  const { storage } = ctx;
  const originalKey = storageKeys.original('artwork', id);
  const derived = new Map<string, Buffer>([
    [storageKeys.delivery(id), processed.delivery.buffer],
    ...processed.thumbnails.map((t) => [storageKeys.thumbnail(id, t.width), t.buffer] as const),
  ]);
  const now = ctx.clock.now();
  try {
    await Promise.all([
      storage.putFile(originalKey, file.path),
      ...[...derived].map(([key, buffer]) => storage.put(key, buffer)),
    ]);
    const row = await repo.insertUpload(ctx.db, {
      id,
      ownerId: actor.user.id,
      kind: 'artwork',
      status: 'complete',
      filename: cleanFilename(file.filename, 'artwork'),
      size: file.size,
      format: processed.format,
      originalKey,
      deliveryKey: storageKeys.delivery(id),
      thumbnailKeys: Object.fromEntries(
        processed.thumbnails.map((t) => [String(t.width), storageKeys.thumbnail(id, t.width)]),
      ),
      width: processed.width,
      height: processed.height,
      createdAt: now,
      updatedAt: now,
    });
    return toUploadDto(row);
  } catch (error) {
    await Promise.all([originalKey, ...derived.keys()].map((key) => storage.delete(key)));
    throw error;
  }
}

export type ArtworkImage = { stream: Readable; size: number; contentType: string };

/** The delivery JPEG or a thumbnail of an artwork the actor may open; 404 otherwise. */
export async function openArtworkImage(
  ctx: AppContext,
  actor: Actor,
  id: string,
  variant: 'delivery' | ThumbnailSize,
): Promise<ArtworkImage> {
  const row = isUploadId(id) ? await repo.findUploadById(ctx.db, id) : undefined;
  if (!row || !canOpenUploadFile(actor, row)) throw notFound();
  return openArtworkFile(ctx, row.id, variant);
}

/**
 * An artwork's delivery JPEG or thumbnail, as `openArtworkImage` gives it, for a caller whose
 * own policy shows it (a smart link's page, a curated playlist's cover: both public): no check
 * of who asks here.
 */
export async function openArtworkFile(
  ctx: AppContext,
  id: string,
  variant: 'delivery' | ThumbnailSize,
): Promise<ArtworkImage> {
  const row = isUploadId(id) ? await repo.findUploadById(ctx.db, id) : undefined;
  if (!row || row.kind !== 'artwork' || row.status !== 'complete') throw notFound();
  const key = variant === 'delivery' ? row.deliveryKey : row.thumbnailKeys?.[String(variant)];
  const file = key ? await ctx.storage.get(key) : undefined;
  if (!file) {
    if (key) reportMissingFile(ctx, key, `artwork ${row.id}`);
    throw notFound();
  }
  return { ...file, contentType: variant === 'delivery' ? 'image/jpeg' : 'image/webp' };
}
