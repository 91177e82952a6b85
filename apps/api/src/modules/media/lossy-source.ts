/**
 * Lossy-origin detection for lossless files, from the long-term spectrum.
 *
 * MP3 and AAC encoders drop everything above a cut-off that depends on the bitrate (LAME:
 * about 16-17 kHz at 128 kbit/s, 18.5 kHz at 192), so a WAV or FLAC decoded from such a file
 * has full content up to that frequency and next to nothing above it: a wall of 30 dB or more.
 * Real masters roll off gradually, or only near 20 kHz where anti-alias filters sit. The
 * search therefore stops at 19 kHz: high-bitrate sources pass undetected, by design, rather
 * than flagging genuine masters. Synthetic tones (nothing near the cut-off) never match.
 */

const searchFromHz = 11_000;
const searchToHz = 19_000;
const stepHz = 100;
const belowWidthHz = 1500;
/** Encoders' low-pass filters need a few hundred hertz to fall. */
const transitionHz = 250;
const minDropDb = 30;
/** The band below the cut-off must hold real content, not just the noise floor. */
const maxBelowLoudestDb = 50;

export type Lowpass = { cutoffHz: number; dropDb: number };

/** The steepest cut-off in the searched range, when it is a wall; null when there is none. */
export function detectLowpass(power: Float64Array, sampleRate: number): Lowpass | null {
  const binHz = sampleRate / (2 * (power.length - 1));
  const nyquist = sampleRate / 2;
  // Percentiles, not means: below the cut-off the typical (median) bin must be full, so one
  // loud tone does not pass for content; above it even the 90th percentile must be empty,
  // so content that goes on a little further is not missed.
  const level = (fromHz: number, toHz: number, percentile: number) => {
    const from = Math.max(1, Math.ceil(fromHz / binHz));
    const to = Math.min(power.length - 1, Math.floor(toHz / binHz));
    const band = power.slice(from, to + 1).sort();
    return 10 * Math.log10((band[Math.floor((band.length - 1) * percentile)] ?? 0) + 1e-30);
  };
  let loudest = -Infinity;
  for (let f = 0; f + belowWidthHz <= nyquist; f += belowWidthHz) {
    loudest = Math.max(loudest, level(f, f + belowWidthHz, 0.5));
  }
  let best: Lowpass | null = null;
  const top = nyquist * 0.95;
  for (let cutoff = searchFromHz; cutoff <= searchToHz; cutoff += stepHz) {
    if (cutoff + transitionHz + 1000 > top) break;
    const below = level(cutoff - belowWidthHz, cutoff, 0.5);
    if (loudest - below > maxBelowLoudestDb) continue;
    const dropDb = below - level(cutoff + transitionHz, top, 0.9);
    if (dropDb >= minDropDb && (!best || dropDb > best.dropDb)) best = { cutoffHz: cutoff, dropDb };
  }
  return best && { cutoffHz: best.cutoffHz, dropDb: Math.round(best.dropDb) };
}
