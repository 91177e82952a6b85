import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A stereo 44.1 kHz WAV of a 440 Hz tone, made with ffmpeg under the system's temporary
 * folder. 70 s by default: long enough for the one-minute rule, short enough to upload fast.
 */
export function toneWav(seconds = 70): string {
  const file = join(mkdtempSync(join(tmpdir(), 'soundpost-e2e-')), 'tone.wav');
  execFileSync(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=440:duration=${seconds}`,
      '-ac',
      '2',
      '-ar',
      '44100',
      file,
    ],
    { stdio: 'pipe', timeout: 30_000 },
  );
  return file;
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
