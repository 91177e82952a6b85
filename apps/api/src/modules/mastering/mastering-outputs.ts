import type { MasteringFile } from '@soundpost/contracts/mastering';
import type { AppContext } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Actor } from '../../plugins/types.ts';
import { findOwnTrack, updateTrack } from '../releases/index.ts';
import { createAudioUploadFromFile, findUploadsByOwner } from '../uploads/index.ts';
import { masteringFileKey } from './mastering-files.ts';
import { findOwnProject } from './mastering.service.ts';
import type { MasteringProjectRow } from './mastering.table.ts';

/** Which revision's folder holds a file, or null when it is not made. */
function revisionOf(row: MasteringProjectRow, file: MasteringFile) {
  return file.startsWith('preview') ? row.previewRevision : row.masterRevision;
}

/** A file of one of the actor's projects, as a stream with its size. */
export async function openProjectFile(
  ctx: AppContext,
  actor: Actor,
  id: string,
  file: MasteringFile,
) {
  const row = await findOwnProject(ctx, actor, id);
  const revision = revisionOf(row, file);
  if (revision === null) throw new AppError('mastering_not_ready');
  const stored = await ctx.storage.get(masteringFileKey(row.id, revision, file));
  if (!stored) throw notFound();
  const base = row.name.replace(/[^\p{L}\p{N} _-]/gu, '').trim() || 'master';
  const extension = file.endsWith('.mp3') ? 'mp3' : 'wav';
  const suffix =
    file === 'master-16.wav'
      ? ' (16-bit)'
      : file.startsWith('preview')
        ? ` (${file.slice(8, -4)})`
        : '';
  return {
    stream: stored.stream,
    size: stored.size,
    contentType: extension === 'mp3' ? 'audio/mpeg' : 'audio/wav',
    filename: `${base}${suffix}.${extension}`,
  };
}

/**
 * "Use as this track's audio": the master (24-bit when the source had 24 bits or more, else
 * 16-bit) becomes a new audio upload of the actor, checked by the audio QC like any other, and
 * the track of the actor's editable release takes it (the releases module's rules apply).
 */
export async function useAsTrackAudio(
  ctx: AppContext,
  actor: Actor,
  id: string,
  target: { releaseId: string; trackId: string },
) {
  const row = await findOwnProject(ctx, actor, id);
  // Another user's track (or one of another release) is a 404 before any file is copied.
  const track = await findOwnTrack(ctx, actor, target.trackId);
  if (track.releaseId !== target.releaseId) throw notFound();
  if (row.masterRevision === null) throw new AppError('mastering_not_ready');
  const [source] = await findUploadsByOwner(ctx.db, actor.user.id, [row.sourceUploadId]);
  const deep = source?.analysis?.ok && (source.analysis.bitDepth ?? 16) >= 24;
  const file: MasteringFile = deep ? 'master-24.wav' : 'master-16.wav';
  const key = masteringFileKey(row.id, row.masterRevision, file);
  const stored = await ctx.storage.get(key);
  if (!stored) throw notFound();
  stored.stream.destroy();
  const uploadId = await createAudioUploadFromFile(ctx, actor.user.id, {
    filename: `${row.name} (master).wav`,
    size: stored.size,
    putBytes: async (target) => {
      const bytes = await ctx.storage.get(key);
      if (!bytes) throw new Error(`no object ${key}`);
      await ctx.storage.put(target, bytes.stream);
    },
  });
  return updateTrack(ctx, actor, target.releaseId, target.trackId, { audioUploadId: uploadId });
}
