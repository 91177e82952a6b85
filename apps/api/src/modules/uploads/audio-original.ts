import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import parseRange from 'range-parser';
import type { AppContext } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { StorageRangeError } from '../../lib/storage.ts';
import type { Actor } from '../../plugins/types.ts';
import { reportMissingFile } from './missing-file.ts';
import * as repo from './uploads.repository.ts';
import { canOpenUploadFile, isUploadId } from './uploads.service.ts';

const contentTypes: Record<string, string> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  flac: 'audio/flac',
  aiff: 'audio/aiff',
};

export type AudioOriginal = {
  stream: Readable;
  contentType: string;
  /** The whole file's size. */
  size: number;
  contentLength: number;
  /** Set when a range was served (206). */
  range?: { start: number; end: number };
};

/** A Range the file cannot satisfy (416); `size` goes in `Content-Range: bytes *\/size`. */
export class RangeNotSatisfiable extends AppError {
  readonly size: number;
  constructor(size: number) {
    super('range_not_satisfiable');
    this.size = size;
  }
}

/**
 * The original of an audio upload the actor may open (owner or staff), whole or the one byte range asked for (so
 * a player can seek); 404 for anyone else's, or before every byte has arrived. Several ranges
 * or a malformed header get the whole file, as HTTP allows.
 */
export async function openAudioOriginal(
  ctx: AppContext,
  actor: Actor,
  id: string,
  rangeHeader: string | undefined,
): Promise<AudioOriginal> {
  const row = isUploadId(id) ? await repo.findUploadById(ctx.db, id) : undefined;
  if (!row || !canOpenUploadFile(actor, row)) throw notFound();
  return openAudioFile(ctx, row.id, rangeHeader);
}

/**
 * An audio upload's original, as `openAudioOriginal` gives it, for a caller whose own policy
 * has let the actor hear it (a curator, the song of a pitch): no check of who asks here.
 */
export async function openAudioFile(
  ctx: AppContext,
  id: string,
  rangeHeader: string | undefined,
): Promise<AudioOriginal> {
  const row = isUploadId(id) ? await repo.findUploadById(ctx.db, id) : undefined;
  if (!row || row.kind !== 'audio') throw notFound();
  if (row.status === 'uploading' || !row.originalKey) throw notFound();

  const ranges = rangeHeader ? parseRange(row.size, rangeHeader, { combine: true }) : -2;
  if (ranges === -1) throw new RangeNotSatisfiable(row.size);
  const range = Array.isArray(ranges) && ranges.length === 1 ? ranges[0] : undefined;
  const file = await ctx.storage.get(row.originalKey, range).catch((error: unknown) => {
    if (error instanceof StorageRangeError) throw new RangeNotSatisfiable(error.size);
    throw error;
  });
  if (!file) {
    reportMissingFile(ctx, row.originalKey, `audio upload ${row.id}`);
    throw notFound();
  }
  return {
    stream: file.stream,
    contentType: contentTypes[row.format ?? ''] ?? 'application/octet-stream',
    size: file.size,
    contentLength: file.contentLength,
    range: file.range,
  };
}

/**
 * Answers with an audio original (`open` gives it): the range asked for as 206, 416 with the
 * size for a range past the end, long-cached and private (an upload's bytes never change).
 */
export async function sendAudio(reply: FastifyReply, open: () => Promise<AudioOriginal>) {
  const audio = await open().catch((error: unknown) => {
    if (error instanceof RangeNotSatisfiable) {
      reply.header('content-range', `bytes */${error.size}`);
    }
    throw error;
  });
  if (audio.range) {
    const { start, end } = audio.range;
    reply.status(206).header('content-range', `bytes ${start}-${end}/${audio.size}`);
  }
  return reply
    .header('accept-ranges', 'bytes')
    .header('content-type', audio.contentType)
    .header('content-length', audio.contentLength)
    .header('cache-control', 'private, max-age=31536000, immutable')
    .send(audio.stream);
}
