import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { workDir } from './env.ts';

/** Where the files every journey may share are made, once per run (global setup empties workDir). */
const sharedDir = `${workDir}media/`;

/**
 * ffmpeg's output of one lavfi source, as `<sharedDir><key>/<name>`: made by the first worker
 * that asks and then shared by every journey of the run, for the same arguments always give the
 * same bytes. Never remove it. Made in a folder of its own and renamed into place, so a worker
 * never reads a file another is still writing (when two make it at once, one rename wins).
 */
function sharedLavfi(key: string, source: string, name: string, output: string[]): string {
  const dir = `${sharedDir}${key}`;
  const file = join(dir, name);
  if (existsSync(file)) return file;
  mkdirSync(sharedDir, { recursive: true });
  const making = mkdtempSync(`${dir}.making-`);
  execFileSync(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      source,
      ...output,
      join(making, name),
    ],
    { stdio: 'pipe', timeout: 30_000 },
  );
  try {
    renameSync(making, dir);
  } catch (error) {
    // Another worker's rename came first: its file is the same.
    rmSync(making, { recursive: true, force: true });
    if (!existsSync(file)) throw error;
  }
  return file;
}

/**
 * A stereo 44.1 kHz WAV of a 440 Hz tone (`tone.wav`), made with ffmpeg once per run and shared:
 * do not remove it. 70 s by default: long enough for the one-minute rule, short enough to upload
 * fast.
 */
export function toneWav(seconds = 70): string {
  return sharedLavfi(`tone-${seconds}s`, `sine=frequency=440:duration=${seconds}`, 'tone.wav', [
    '-ac',
    '2',
    '-ar',
    '44100',
  ]);
}

/**
 * A 3000x3000 JPEG of one flat colour (the smallest artwork the stores take), `cover.jpg`, made
 * with ffmpeg once per run and shared: do not remove it.
 */
export function flatCoverJpeg(colour = '0x1f4e8c'): string {
  return sharedLavfi(`flat-${colour}`, `color=c=${colour}:s=3000x3000`, 'cover.jpg', [
    '-frames:v',
    '1',
    '-q:v',
    '3',
  ]);
}

/**
 * A square PNG cover (1500 px, the smallest the app takes) of ffmpeg's random gradients, under
 * the system's temporary folder. Each call draws a new picture, so no two releases share one.
 */
export function coverPng(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'soundpost-e2e-')), 'cover.png');
  const seed = Math.floor(Math.random() * 2 ** 31);
  execFileSync(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      `gradients=s=1500x1500:n=4:seed=${seed}`,
      '-frames:v',
      '1',
      '-pix_fmt',
      'rgb24',
      file,
    ],
    { stdio: 'pipe', timeout: 30_000 },
  );
  return file;
}
