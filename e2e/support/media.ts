import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Runs ffmpeg on one lavfi source into `name` under a new folder of the system's temp dir. */
function lavfi(source: string, name: string, output: string[]): string {
  const file = join(mkdtempSync(join(tmpdir(), 'soundpost-e2e-')), name);
  execFileSync(
    'ffmpeg',
    ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', source, ...output, file],
    { stdio: 'pipe', timeout: 30_000 },
  );
  return file;
}

/**
 * A stereo 44.1 kHz WAV of a 440 Hz tone, made with ffmpeg under the system's temporary
 * folder. 70 s by default: long enough for the one-minute rule, short enough to upload fast.
 */
export function toneWav(seconds = 70): string {
  return lavfi(`sine=frequency=440:duration=${seconds}`, 'tone.wav', ['-ac', '2', '-ar', '44100']);
}

/** A 3000x3000 JPEG of one flat colour (the smallest artwork the stores take), made with ffmpeg. */
export function flatCoverJpeg(colour = '0x1f4e8c'): string {
  return lavfi(`color=c=${colour}:s=3000x3000`, 'cover.jpg', ['-frames:v', '1', '-q:v', '3']);
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
