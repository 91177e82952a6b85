import type { IncomingHttpHeaders } from 'node:http';
import { uploadLimits } from '@soundpost/contracts/uploads';
import type { AppContext } from '../../lib/context.ts';
import { AppError, notFound, validationFailed } from '../../lib/errors.ts';
import type { Actor } from '../../plugins/types.ts';
import { queueAudioQc } from './audio-qc.job.ts';
import { checkUploadRoom, claimUpload } from './upload-quota.ts';
import * as repo from './uploads.repository.ts';
import { canViewUpload, cleanFilename, isUploadId, storageKeys } from './uploads.service.ts';
import type { UploadRow } from './uploads.table.ts';

const { maxBytes, maxLabel } = uploadLimits.audio;

export const audioTooLarge = () => new AppError('audio_too_large', { params: { max: maxLabel } });

/**
 * Checks the headers of a tus creation request before any byte is read: the length must be
 * declared up front (so the 100 MB limit and the daily bytes hold before the upload starts)
 * and within the limit, and the actor's upload limits must leave room (429 otherwise).
 * Malformed lengths are left to the tus server, which answers them as the protocol says.
 */
export async function checkNewAudioUpload(
  ctx: AppContext,
  actor: Actor,
  headers: IncomingHttpHeaders,
) {
  if (headers['upload-defer-length'] !== undefined) {
    throw validationFailed({ uploadLength: 'required' });
  }
  const length = Number(headers['upload-length']);
  if (!Number.isSafeInteger(length) || length < 0) return;
  if (length > maxBytes) throw audioTooLarge();
  await checkUploadRoom(ctx, actor.user.id, { kind: 'audio', bytes: length });
}

/**
 * Records a new tus upload of the actor: status `uploading` until its last byte arrives. Its
 * declared length counts against the actor's daily bytes at once, and the row is inserted
 * under the actor's usage lock, so racing creations cannot pass the limits together.
 */
export async function createAudioUpload(
  ctx: AppContext,
  actor: Actor,
  upload: { id: string; size: number | undefined; filename: string | undefined },
) {
  const size = upload.size;
  if (size === undefined) throw validationFailed({ uploadLength: 'required' });
  if (size > maxBytes) throw audioTooLarge();
  const now = ctx.clock.now();
  await claimUpload(ctx, actor.user.id, { kind: 'audio', bytes: size }, (tx) =>
    repo.insertUpload(tx, {
      id: upload.id,
      ownerId: actor.user.id,
      kind: 'audio',
      status: 'uploading',
      filename: cleanFilename(upload.filename, 'audio'),
      size,
      createdAt: now,
      updatedAt: now,
    }),
  );
}

/**
 * Moves a fully received tus upload into storage (`moveBytes` puts it at the key it is given),
 * queues its QC and marks it `processing`. Safe to run again after a crash at any step: the job
 * accepts an upload still marked `uploading` whose file is already in storage.
 */
export async function finishAudioUpload(
  ctx: AppContext,
  id: string,
  moveBytes?: (key: string) => Promise<void>,
) {
  const key = storageKeys.original('audio', id);
  if (moveBytes) {
    try {
      await moveBytes(key);
    } catch (error) {
      // A retry after the bytes were moved finds no tus copy: the stored one is what counts.
      if (!(await ctx.storage.exists(key))) throw error;
    }
  }
  await queueAudioQc(ctx, id);
  await repo.updateUploadIn(ctx.db, id, ['uploading'], {
    status: 'processing',
    originalKey: key,
    updatedAt: ctx.clock.now(),
  });
}

/**
 * Makes an audio upload of the owner from a file the platform produced (a master), put at its
 * storage key by `putBytes`, and queues its QC as for a file that arrived over tus. Not counted
 * against the daily upload bytes: its source was.
 */
export async function createAudioUploadFromFile(
  ctx: AppContext,
  ownerId: string,
  file: { filename: string; size: number; putBytes: (key: string) => Promise<void> },
): Promise<string> {
  const now = ctx.clock.now();
  const row = await repo.insertUpload(ctx.db, {
    ownerId,
    kind: 'audio',
    status: 'uploading',
    filename: cleanFilename(file.filename, 'audio'),
    size: file.size,
    createdAt: now,
    updatedAt: now,
  });
  await finishAudioUpload(ctx, row.id, file.putBytes);
  return row.id;
}

/** Notes that bytes are arriving for an upload, so the sweep of abandoned uploads spares it. */
export async function touchAudioUpload(ctx: AppContext, id: string) {
  await repo.updateUploadIn(ctx.db, id, ['uploading'], { updatedAt: ctx.clock.now() });
}

/**
 * The actor's audio upload that a tus request (HEAD, PATCH, DELETE) names; 404 for anyone
 * else's. An upload whose file reached storage but whose finishing step was cut short is
 * finished here (`moveBytes` clears what the tus store still holds of it), so the client's
 * next HEAD sees it complete.
 */
export async function findAudioUploadForTus(
  ctx: AppContext,
  actor: Actor,
  id: string,
  moveBytes?: (id: string, key: string) => Promise<void>,
): Promise<UploadRow> {
  const row = isUploadId(id) ? await repo.findUploadById(ctx.db, id) : undefined;
  if (!row || row.kind !== 'audio' || !canViewUpload(actor.user.id, row)) throw notFound();
  const key = storageKeys.original('audio', id);
  if (row.status === 'uploading' && (await ctx.storage.exists(key))) {
    await finishAudioUpload(ctx, id, moveBytes && ((target) => moveBytes(id, target)));
    return (await repo.findUploadById(ctx.db, id)) ?? row;
  }
  return row;
}

/** Refuses tus requests that would change an upload whose bytes have all arrived. */
export function refuseChangeOfFinishedUpload(row: UploadRow) {
  if (row.status !== 'uploading') throw new AppError('conflict');
}

/** Forgets an upload the client terminated (tus DELETE) before it was finished. */
export async function cancelAudioUpload(ctx: AppContext, id: string) {
  const row = await repo.findUploadById(ctx.db, id);
  if (row?.kind === 'audio' && row.status === 'uploading') await repo.deleteUpload(ctx.db, id);
}
