import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { runTool } from '../../lib/ffmpeg.ts';
import type { AppContext } from '../../lib/context.ts';
import {
  createArtworkUpload,
  createAudioUpload,
  findFfmpeg,
  finishAudioUpload,
  runAudioQc,
  storageKeys,
} from '../../modules/uploads/index.ts';
import type { Actor } from '../../plugins/types.ts';

/** The smallest cover the artwork check accepts (it makes the 3000 px delivery copy itself). */
const coverSize = 1500;

/** A cover of its own per release: a gradient and a few circles, coloured from `seed`. */
export function coverArt(seed: number): Promise<Buffer> {
  const hue = (seed * 47) % 360;
  const circles = Array.from({ length: 5 }, (_, i) => {
    const r = 180 + ((seed * 13 + i * 97) % 320);
    const x = (seed * 211 + i * 331) % coverSize;
    const y = (seed * 157 + i * 283) % coverSize;
    const h = (hue + 40 * (i + 1)) % 360;
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${h},70%,60%)" fill-opacity="0.55"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${coverSize}" height="${coverSize}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},65%,25%)"/>
      <stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,45%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${circles}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Stores a cover through the artwork upload's own checks and derived files. */
export async function uploadCover(ctx: AppContext, actor: Actor, seed: number, title: string) {
  const png = await coverArt(seed);
  const upload = await createArtworkUpload(ctx, actor, async (path) => {
    await writeFile(path, png);
    return { filename: `${title}.png`, size: png.length, fields: {} };
  });
  return upload.id;
}

/**
 * A 61-second chord (three sines, 16-bit mono FLAC, about 1 MB): long enough for the one-minute
 * rule and loud enough for the loudness check, so the real audio QC accepts it. Mono halves the
 * QC's decode, the seed's largest cost.
 */
export async function makeTrackAudio(ctx: AppContext, root: number): Promise<Buffer> {
  const tool = await findFfmpeg(ctx.config);
  const dir = await mkdtemp(join(tmpdir(), 'soundpost-demo-audio-'));
  try {
    const file = join(dir, 'track.flac');
    const tones = [1, 1.26, 1.5].map((ratio) => ['-f', 'lavfi', '-i', sine(root * ratio)]);
    const run = await runTool(
      tool.ffmpegPath,
      [
        ...['-hide_banner', '-y', '-v', 'error'],
        ...tones.flat(),
        '-filter_complex',
        '[0][1][2]amix=inputs=3:normalize=0,volume=1dB,aformat=sample_fmts=s16:channel_layouts=mono',
        ...['-c:a', 'flac', file],
      ],
      { timeoutMs: 60_000 },
    );
    if (run.exitCode !== 0) throw new Error(`ffmpeg could not make the demo audio: ${run.stderr}`);
    return await readFile(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const sine = (frequency: number) => `sine=f=${frequency.toFixed(2)}:r=44100:d=61`;

/**
 * Uploads audio as a finished tus upload would be: the upload row, its bytes in storage, then
 * the finishing step, which queues the QC job (see checkAudio).
 */
export async function uploadAudio(ctx: AppContext, actor: Actor, bytes: Buffer, title: string) {
  const id = randomUUID();
  await createAudioUpload(ctx, actor, { id, size: bytes.length, filename: `${title}.flac` });
  await ctx.storage.put(storageKeys.original('audio', id), bytes);
  await finishAudioUpload(ctx, id);
  return id;
}

/**
 * Runs the queued QC of uploads here, two at a time (each an ffmpeg decode), while the seed goes
 * on drafting: `add` hands over uploads, `done` waits for every check.
 */
export function audioChecks(ctx: AppContext) {
  const waiting: string[] = [];
  const running = new Set<Promise<void>>();
  const next = () => {
    while (running.size < 2 && waiting.length > 0) {
      const check: Promise<void> = runAudioQc(ctx, { uploadId: waiting.shift()! }).finally(() => {
        running.delete(check);
        next();
      });
      running.add(check);
    }
  };
  return {
    add(uploadIds: readonly string[]) {
      waiting.push(...uploadIds);
      next();
    },
    async done() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
