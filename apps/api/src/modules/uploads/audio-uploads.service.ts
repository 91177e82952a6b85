import type { IncomingHttpHeaders } from 'node:http';
import { uploadLimits } from '@soundpost/contracts/uploads';
import type { AppContext } from '../../lib/context.ts';
import { AppError, notFound, validationFailed } from '../../lib/errors.ts';
import { createStorage } from '../../lib/storage.ts';
import type { Actor } from '../../plugins/types.ts';
import { audioQcJob, audioQcRetries } from './audio-qc.job.ts';
import * as repo from './uploads.repository.ts';
import { canViewUpload, cleanFilename, isUploadId, storageKeys } from './uploads.service.ts';
import type { UploadRow } from './uploads.table.ts';

const { maxBytes, maxLabel } = uploadLimits.audio;

export const audioTooLarge = () =>
  new AppError('audio_too_large', 413, { params: { max: maxLabel } });

/**
 * Checks the headers of a tus creation request before any byte is read: the length must be
 * declared up front (so the 100 MB limit holds before the upload starts) and within the limit.
 * Malformed lengths are left to the tus server, which answers them as the protocol says.
 */
export function checkNewAudioUpload(headers: IncomingHttpHeaders) {
  if (headers['upload-defer-length'] !== undefined) {
    throw validationFailed({ uploadLength: 'required' });
  }
  const length = Number(headers['upload-length']);
  if (Number.isSafeInteger(length) && length > maxBytes) throw audioTooLarge();
}

/** Records a new tus upload of the actor: status `uploading` until its last byte arrives. */
export async function createAudioUpload(
  ctx: AppContext,
  actor: Actor,
  upload: { id: string; size: number | undefined; filename: string | undefined },
) {
  if (upload.size === undefined) throw validationFailed({ uploadLength: 'required' });
  if (upload.size > maxBytes) throw audioTooLarge();
  const now = ctx.clock.now();
  await repo.insertUpload(ctx.db, {
    id: upload.id,
    ownerId: actor.user.id,
    kind: 'audio',
    status: 'uploading',
    filename: cleanFilename(upload.filename, 'audio'),
    size: upload.size,
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * Moves a fully received tus file into storage, queues its QC and marks it `processing`.
 * Safe to run again after a crash at any step: the job accepts an upload still marked
 * `uploading` whose file is already in storage.
 */
export async function finishAudioUpload(ctx: AppContext, id: string, receivedPath?: string) {
  const storage = createStorage(ctx.config);
  const key = storageKeys.original('audio', id);
  if (receivedPath) {
    try {
      await storage.putFile(key, receivedPath);
    } catch (error) {
      const gone = (error as NodeJS.ErrnoException).code === 'ENOENT';
      if (!gone || !(await storage.exists(key))) throw error;
    }
  }
  await ctx.queue.send(audioQcJob, { uploadId: id }, { retryLimit: audioQcRetries });
  await repo.updateUploadIn(ctx.db, id, ['uploading'], {
    status: 'processing',
    originalKey: key,
    updatedAt: ctx.clock.now(),
  });
}

/**
 * The actor's audio upload that a tus request (HEAD, PATCH, DELETE) names; 404 for anyone
 * else's. An upload whose file reached storage but whose finishing step was cut short is
 * finished here, so the client's next HEAD sees it complete.
 */
export async function findAudioUploadForTus(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<UploadRow> {
  const row = isUploadId(id) ? await repo.findUploadById(ctx.db, id) : undefined;
  if (!row || row.kind !== 'audio' || !canViewUpload(actor.user.id, row)) throw notFound();
  const key = storageKeys.original('audio', id);
  if (row.status === 'uploading' && (await createStorage(ctx.config).exists(key))) {
    await finishAudioUpload(ctx, id);
    return (await repo.findUploadById(ctx.db, id)) ?? row;
  }
  return row;
}

/** Refuses tus requests that would change an upload whose bytes have all arrived. */
export function refuseChangeOfFinishedUpload(row: UploadRow) {
  if (row.status !== 'uploading') throw new AppError('conflict', 409);
}

/** Forgets an upload the client terminated (tus DELETE) before it was finished. */
export async function cancelAudioUpload(ctx: AppContext, id: string) {
  const row = await repo.findUploadById(ctx.db, id);
  if (row?.kind === 'audio' && row.status === 'uploading') await repo.deleteUpload(ctx.db, id);
}
