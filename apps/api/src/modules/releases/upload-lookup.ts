import type { Upload } from '@soundpost/contracts/uploads';
import type { AppContext } from '../../lib/context.ts';
import { getUploadsForOwner, rejudgeAudio } from '../uploads/index.ts';

/**
 * What releases and tracks need to know about uploads, asked of the uploads module's service:
 * whether an id is one of the owner's uploads of the right kind, its state, its thumbnail and
 * its audio QC. The uploads module owns the files and the checks; a release only points at them.
 */
export type UploadsById = Map<string, Upload>;

/** The owner's uploads among `ids`, by id; ids of other users' uploads are simply absent. */
export async function findUploads(
  ctx: AppContext,
  ownerId: string,
  ids: (string | null | undefined)[],
): Promise<UploadsById> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map();
  const found = await getUploadsForOwner(ctx, ownerId, wanted);
  return new Map(found.map((upload) => [upload.id, upload]));
}

/** True when `id` is one of the owner's uploads of this kind (any state). */
export async function isOwnUpload(
  ctx: AppContext,
  ownerId: string,
  id: string,
  kind: Upload['kind'],
) {
  return (await findUploads(ctx, ownerId, [id])).get(id)?.kind === kind;
}

/**
 * Tells the audio check whether the track is an intro or outro (they may be shorter than a
 * minute), so the verdict shown and checked at submission follows the track's flag.
 */
export async function syncAudioIntroOutro(ctx: AppContext, uploadId: string, introOutro: boolean) {
  await rejudgeAudio(ctx, uploadId, { introOrOutro: introOutro });
}

export type UploadState = 'missing' | 'processing' | 'rejected' | 'ready';

/** Where an upload stands for submission: audio with a QC rejection is not usable. */
export function uploadState(upload: Upload | undefined): UploadState {
  if (!upload) return 'missing';
  if (upload.status === 'failed') return 'rejected';
  if (upload.status !== 'complete') return 'processing';
  if (upload.kind === 'audio') {
    if (!upload.qc) return 'processing';
    if (upload.qc.rejections.length > 0) return 'rejected';
  }
  return 'ready';
}
