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
