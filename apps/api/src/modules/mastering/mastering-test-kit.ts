// Test and bench mixes made on the spot with ffmpeg's lavfi sources (DESIGN: Testing).
import type { FfmpegTool } from '../../lib/ffmpeg.ts';
import { generateAudio } from '../media/audio-fixtures.ts';

const noise = (colour: string, seconds: number, seed: number) =>
  `anoisesrc=c=${colour}:r=44100:d=${seconds}:a=0.5:s=${seed}`;
const tone = (frequency: number, seconds: number) => `sine=f=${frequency}:r=44100:d=${seconds}`;

// Two noises, partly shared between the channels (a correlation near 0.8), a bass tone and a
// swell every 8 s, so the mix has a stereo image, a low end and some loudness range.
const body = (seconds: number) => [
  noise('pink', seconds, 1),
  noise('pink', seconds, 2),
  noise('pink', seconds, 3),
  tone(110, seconds),
];
const stereo =
  '[0]asplit=2[c1][c2];[1][c1]amix=inputs=2:weights=1 2:normalize=0[l];' +
  '[2][c2]amix=inputs=2:weights=1 2:normalize=0[r];[l][r]join=inputs=2:channel_layout=stereo[n];' +
  '[3]volume=0.6,pan=stereo|c0=c0|c1=c0[b];[n][b]amix=inputs=2:normalize=0';
const swell = "volume='0.55+0.45*sin(2*PI*t/8)':eval=frame";

/** A quiet, dull mix: about -27 LUFS, its top octaves rolled off from 1.5 kHz. */
export function quietDullMix(tool: FfmpegTool, file: string, seconds = 20) {
  return generateAudio(
    tool,
    file,
    body(seconds),
    `${stereo},lowpass=f=1500,lowpass=f=1500,${swell},volume=-9dB`,
    ['-c:a', 'pcm_s16le'],
  );
}

/** A loud, harsh mix: about -8 LUFS, peaks at full scale, the top octaves pushed up. */
export function loudHarshMix(tool: FfmpegTool, file: string, seconds = 20) {
  return generateAudio(
    tool,
    file,
    body(seconds),
    `${stereo},highpass=f=200,treble=g=12:f=3000,${swell},volume=3dB,alimiter=limit=0.99:level=false`,
    ['-c:a', 'pcm_s16le'],
  );
}

/** A track of `seconds` for the bench: the quiet dull mix with a lead tone over it. */
export function benchTrack(tool: FfmpegTool, file: string, seconds: number) {
  return quietDullMix(tool, file, seconds);
}
