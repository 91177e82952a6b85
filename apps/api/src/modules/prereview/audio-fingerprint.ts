import type { NotRunCause } from '@soundpost/contracts/prereview';
import { runTool, ToolError, type ToolRun } from '../../lib/ffmpeg.ts';

/**
 * Duplicate audio by Chromaprint (the `fpcalc` program from Debian's libchromaprint-tools, on
 * the PATH unless FPCALC_PATH names it). `fpcalc -raw` prints about 8 sub-fingerprints a
 * second, each 32 bits describing the spectrum's shape at that moment; the same recording, even
 * re-encoded, gives nearly the same bits, other music about half of them different.
 *
 * Comparison: the bit error rate (BER) of two fingerprints, the share of differing bits over
 * the overlapping sub-fingerprints, at the best alignment within ±maxShift positions (a copy may
 * start a little earlier or later). Only candidates the key index found are compared (see
 * prereview.table.ts), so a new track is not compared with every track on the platform.
 */

/** Seconds of audio fingerprinted: the first two minutes, as AcoustID does. */
const fingerprintSeconds = 120;
const timeoutMs = 60_000;

/** A copy flips a few percent of bits (an MP3 128k about 1 %); unrelated audio about 40-50 %. */
export const duplicateMaxBer = 0.2;
/** About 10 s either way. */
const maxShift = 80;
/** Compared parts shorter than about 6 s prove nothing. */
const minOverlap = 50;
/** Shared index keys that make an upload worth comparing in full. */
export const minSharedKeys = 10;

/**
 * What fpcalc gave for a file: its fingerprint (empty for audio under about 3 s, too short to
 * have one), or why there is none: the program is not there, or it failed on this file.
 */
export type FingerprintRun =
  { ok: true; fingerprint: number[] } | { ok: false; cause: NotRunCause; detail: string };

/** Runs fpcalc (the configured program) on a file. */
export async function computeFingerprint(fpcalc: string, path: string): Promise<FingerprintRun> {
  let run: ToolRun;
  try {
    run = await runTool(fpcalc, ['-raw', '-length', String(fingerprintSeconds), path], {
      timeoutMs,
    });
  } catch (error) {
    if (!(error instanceof ToolError)) throw error;
    const cause = error.reason === 'not_found' ? 'program_missing' : 'program_failed';
    return { ok: false, cause, detail: error.message };
  }
  // fpcalc exits non-zero for a decoder complaint at the end of a file it still fingerprinted.
  const line = run.stdout.toString().match(/^FINGERPRINT=([\d,]+)$/m)?.[1];
  if (line) return { ok: true, fingerprint: line.split(',').map(Number) };
  if (/^ERROR: Empty fingerprint$/m.test(run.stderr)) return { ok: true, fingerprint: [] };
  const detail = `${fpcalc} exited with ${run.exitCode ?? run.signal}: ${run.stderr.slice(-500)}`;
  return { ok: false, cause: 'program_failed', detail: detail.trim() };
}

/** The index keys of a fingerprint: the top 20 bits of each sub-fingerprint, once each. */
export const fingerprintKeys = (fingerprint: number[]) => [
  ...new Set(fingerprint.map((value) => value >>> 12)),
];

function popcount(x: number) {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The lowest bit error rate (0..1) of `a` against `b` over the alignments tried; 1 if none. */
export function bitErrorRate(a: number[], b: number[]): number {
  let best = 1;
  for (let shift = -maxShift; shift <= maxShift; shift++) {
    let errors = 0;
    let overlap = 0;
    for (let i = Math.max(0, -shift); i < a.length && i + shift < b.length; i++) {
      errors += popcount((a[i]! ^ b[i + shift]!) >>> 0);
      overlap++;
    }
    if (overlap >= minOverlap) best = Math.min(best, errors / (32 * overlap));
  }
  return best;
}
