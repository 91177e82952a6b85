import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import pLimit from 'p-limit';
import type { AppContext } from '../../lib/context.ts';
import { runTool } from '../../lib/ffmpeg.ts';
import type { AnalyzedAudio } from '../media/index.ts';
import { findFfmpeg } from '../uploads/index.ts';
import type { DeliveryResourceRow } from './deliveries.table.ts';
import * as repo from './deliveries.repository.ts';
import type { ReleaseSource, SourceTrack } from './release-source.ts';

/** Two encoders at a time: the machine's other work (uploads' QC) keeps a core. */
const encoders = 2;
const encodeTimeoutMs = 10 * 60_000;

/** Where a release version's resources live in storage (lower-case keys). */
export const resourcePrefix = (releaseId: string, version: number) =>
  `deliveries/${releaseId}/${version}/resources/`;

export const coverFileName = 'resources/cover.jpg';

/** A problem with the release's files that no retry fixes (an admin must look). */
export class ResourceError extends Error {}

async function md5AndSize(path: string) {
  const hash = createHash('md5');
  await pipeline(createReadStream(path), hash);
  return { md5: hash.digest('hex'), bytes: (await stat(path)).size };
}

function flacArgs(analysis: AnalyzedAudio, input: string, output: string): string[] {
  // FLAC stores 16 or 24 bits; ffmpeg's encoder takes 24-bit samples in s32 with the raw depth.
  const depth = analysis.bitDepth && analysis.bitDepth > 16 ? 24 : 16;
  const format =
    depth === 24 ? ['-sample_fmt', 's32', '-bits_per_raw_sample', '24'] : ['-sample_fmt', 's16'];
  return [
    '-v',
    'error',
    '-y',
    '-i',
    input,
    '-map',
    '0:a:0',
    '-map_metadata',
    '-1',
    '-c:a',
    'flac',
    ...format,
    output,
  ];
}

/** Encodes (or, for a lossy upload, takes as it is) one track's audio into storage. */
async function prepareTrack(
  ctx: AppContext,
  work: string,
  prefix: string,
  { track, audio }: SourceTrack,
) {
  const analysis = audio?.analysis;
  if (!audio?.originalKey || !analysis?.ok || !track.isrc)
    throw new ResourceError(`track ${track.position} has no checked audio or ISRC`);
  const isrc = track.isrc.replace(/[-\s]/g, '').toUpperCase();
  const lossy = analysis.format === 'mp3';
  const fileName = `resources/${isrc}.${lossy ? 'mp3' : 'flac'}`;
  const local = join(work, `${isrc}.${lossy ? 'mp3' : 'flac'}`);
  await ctx.storage.withLocalFile(audio.originalKey, async (input) => {
    if (lossy) {
      await pipeline(createReadStream(input), createWriteStream(local));
      return;
    }
    const tool = await findFfmpeg(ctx.config);
    const run = await runTool(tool.ffmpegPath, flacArgs(analysis, input, local), {
      timeoutMs: encodeTimeoutMs,
    });
    if (run.exitCode !== 0)
      throw new Error(`ffmpeg could not encode track ${track.position}: ${run.stderr.slice(-500)}`);
  });
  const { md5, bytes } = await md5AndSize(local);
  const storageKey = prefix + fileName.slice('resources/'.length).toLowerCase();
  await ctx.storage.putFile(storageKey, local);
  return {
    trackId: track.id,
    fileName,
    storageKey,
    md5,
    bytes,
    codec: lossy ? 'MP3' : 'FLAC',
    lossy,
    sampleRate: analysis.sampleRate,
    bitDepth: lossy ? null : analysis.bitDepth && analysis.bitDepth > 16 ? 24 : 16,
    channels: analysis.channels,
    durationSeconds: analysis.durationSeconds,
  };
}

/** The cover: the 3000x3000 JPEG the uploads module made, copied beside the audio. */
async function prepareCover(ctx: AppContext, source: ReleaseSource, prefix: string) {
  const key = source.artwork?.deliveryKey;
  const object = key ? await ctx.storage.get(key) : undefined;
  if (!object) throw new ResourceError('the release has no delivery artwork');
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const storageKey = `${prefix}cover.jpg`;
  await ctx.storage.put(storageKey, body);
  return {
    trackId: null,
    fileName: coverFileName,
    storageKey,
    md5: createHash('md5').update(body).digest('hex'),
    bytes: body.length,
    codec: 'JPEG',
    width: source.artwork?.width ?? null,
    height: source.artwork?.height ?? null,
  };
}

/**
 * The files of one release version, encoded once and reused by every store's delivery. A
 * second run (a retried job) finds the rows and encodes nothing again; a run killed midway
 * redoes only the files that have no row yet.
 */
export async function prepareResources(
  ctx: AppContext,
  source: ReleaseSource,
  version: number,
): Promise<DeliveryResourceRow[]> {
  const releaseId = source.release.id;
  const prefix = resourcePrefix(releaseId, version);
  const done = new Set(
    (await repo.listResources(ctx.db, releaseId, version)).map((r) => r.trackId ?? 'cover'),
  );
  const work = await mkdtemp(join(tmpdir(), 'soundpost-delivery-'));
  try {
    const limit = pLimit(encoders);
    const jobs = [
      ...source.tracks
        .filter((t) => !done.has(t.track.id))
        .map((t) => limit(() => prepareTrack(ctx, work, prefix, t))),
      ...(done.has('cover') ? [] : [limit(() => prepareCover(ctx, source, prefix))]),
    ];
    for (const row of await Promise.all(jobs))
      await repo.insertResource(ctx.db, { ...row, releaseId, version, createdAt: ctx.clock.now() });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return repo.listResources(ctx.db, releaseId, version);
}
