import { octaveBands } from '@soundpost/contracts/mastering';
import { createFloatReader, createPowerSum } from '../media/index.ts';

/** What the meter reads from the frames it is given: the spectrum and the stereo image. */
export type MixImage = {
  /** Energy per octave band (`octaveBands`), dB relative to the mean of 250 Hz to 4 kHz. */
  bands: number[];
  /** Pearson correlation of left and right; null for mono or silence. */
  correlation: number | null;
  /** Energy of the side signal over the mid signal ((L-R)/2 against (L+R)/2); 0 for mono. */
  sideToMid: number;
};

/** Bands of the mid range the levels are relative to (and the EQ leaves on average alone). */
const referenceBands = octaveBands
  .map((f, i) => (f >= 250 && f <= 4000 ? i : -1))
  .filter((i) => i >= 0);
/** Below this a band is empty (a generated or band-limited mix), not a level to correct. */
export const emptyBandDb = -90;

/**
 * Measures interleaved 32-bit float frames of `channels` channels (ffmpeg sends every few
 * frames of `frameSize` samples): the long-term spectrum of the mid signal summed into octave
 * bands, and the correlation of the two channels.
 */
export function createMixMeter(frameSize: number, channels: number, sampleRate: number) {
  const spectrum = createPowerSum(frameSize);
  const { power } = spectrum;
  let lr = 0;
  let ll = 0;
  let rr = 0;
  const push = createFloatReader(frameSize * channels, (samples) => {
    for (let start = 0; start < samples.length; start += frameSize * channels) {
      for (let i = 0; i < frameSize; i++) {
        const left = samples[start + i * channels]!;
        const right = channels > 1 ? samples[start + i * channels + 1]! : left;
        lr += left * right;
        ll += left * left;
        rr += right * right;
        spectrum.set(i, (left + right) / 2);
      }
      spectrum.add();
    }
  });
  return {
    push,
    result(): MixImage {
      const energy = octaveBands.map((centre) => {
        const low = Math.max(1, Math.round(((centre / Math.SQRT2) * frameSize) / sampleRate));
        const high = Math.min(
          power.length - 1,
          Math.round((centre * Math.SQRT2 * frameSize) / sampleRate),
        );
        let sum = 0;
        for (let k = low; k < high; k++) sum += power[k]!;
        return sum;
      });
      const decibels = energy.map((e) => (e > 0 ? 10 * Math.log10(e) : -Infinity));
      const reference = referenceBands.map((i) => decibels[i]!).filter(Number.isFinite);
      const mean = reference.length ? reference.reduce((a, b) => a + b, 0) / reference.length : 0;
      const bands = decibels.map((d) => round(Math.max(emptyBandDb, d - mean), 2));
      const mid = ll + rr + 2 * lr;
      const side = ll + rr - 2 * lr;
      return {
        bands,
        correlation: channels > 1 && ll > 0 && rr > 0 ? round(lr / Math.sqrt(ll * rr), 3) : null,
        sideToMid: channels > 1 && mid > 0 ? side / mid : 0,
      };
    },
  };
}

/** Least-squares slope of band levels against octaves, 63 Hz to 16 kHz, in dB per octave. */
export function spectralTilt(bands: readonly number[]): number {
  const points = octaveBands
    .map((f, i) => ({ x: Math.log2(f / 1000), y: bands[i]! }))
    .filter(({ x }) => x >= Math.log2(63 / 1000) - 0.01);
  const n = points.length;
  const mx = points.reduce((a, p) => a + p.x, 0) / n;
  const my = points.reduce((a, p) => a + p.y, 0) / n;
  const sxy = points.reduce((a, p) => a + (p.x - mx) * (p.y - my), 0);
  const sxx = points.reduce((a, p) => a + (p.x - mx) ** 2, 0);
  return round(sxy / sxx, 2);
}

export const round = (value: number, digits: number) =>
  Math.round(value * 10 ** digits) / 10 ** digits;
