import { createFloatReader } from './pcm-stream.ts';

/**
 * The power spectrum of frames of `frameSize` samples (Hann-windowed FFTs), summed: put each
 * sample of a frame with `set`, then `add` the frame.
 */
export function createPowerSum(frameSize: number) {
  const window = Float64Array.from(
    { length: frameSize },
    (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / frameSize),
  );
  const re = new Float64Array(frameSize);
  const im = new Float64Array(frameSize);
  const power = new Float64Array(frameSize / 2 + 1);
  const transform = createTransform(frameSize);
  let frames = 0;
  return {
    set: (i: number, sample: number) => void (re[i] = sample * window[i]!),
    add() {
      im.fill(0);
      transform(re, im);
      for (let k = 0; k < power.length; k++) power[k]! += re[k]! ** 2 + im[k]! ** 2;
      frames++;
    },
    /** The summed power per bin (bin k is k * sampleRate / frameSize Hz). */
    power,
    /** The mean power per bin, or null without frames. */
    average: (): Float64Array | null => (frames > 0 ? power.map((p) => p / frames) : null),
  };
}

/**
 * Averages the power spectrum of mono frames. ffmpeg sends only every 16th frame, which is
 * plenty for a long-term spectrum.
 */
export function createSpectrumMeter(frameSize: number) {
  const spectrum = createPowerSum(frameSize);
  const push = createFloatReader(frameSize, (samples) => {
    for (let start = 0; start < samples.length; start += frameSize) {
      for (let i = 0; i < frameSize; i++) spectrum.set(i, samples[start + i]!);
      spectrum.add();
    }
  });
  return { push, average: spectrum.average };
}

/** In-place iterative radix-2 FFT; the length must be a power of two. */
export function createTransform(n: number) {
  const cos = Float64Array.from({ length: n / 2 }, (_, k) => Math.cos((2 * Math.PI * k) / n));
  const sin = Float64Array.from({ length: n / 2 }, (_, k) => -Math.sin((2 * Math.PI * k) / n));
  return (re: Float64Array, im: Float64Array) => {
    for (let i = 1, j = 0; i < n; i++) {
      let bit = n >> 1;
      for (; j & bit; bit >>= 1) j ^= bit;
      j ^= bit;
      if (i < j) {
        [re[i], re[j]] = [re[j]!, re[i]!];
        [im[i], im[j]] = [im[j]!, im[i]!];
      }
    }
    for (let size = 2; size <= n; size <<= 1) {
      const half = size / 2;
      const stride = n / size;
      for (let start = 0; start < n; start += size) {
        for (let k = 0; k < half; k++) {
          const c = cos[k * stride]!;
          const s = sin[k * stride]!;
          const a = start + k;
          const b = a + half;
          const tr = re[b]! * c - im[b]! * s;
          const ti = re[b]! * s + im[b]! * c;
          re[b] = re[a]! - tr;
          im[b] = im[a]! - ti;
          re[a]! += tr;
          im[a]! += ti;
        }
      }
    }
  };
}
