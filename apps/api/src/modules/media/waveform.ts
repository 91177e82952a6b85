// Collected levels are merged in pairs whenever there are this many, so memory stays bounded
// even when a header understates the length and ffmpeg sends far more slices than asked.
const maxLevels = 16_384;

/**
 * Gathers the peak level of consecutive slices of the track (ffmpeg's per-frame astats, in
 * dBFS) and summarises them as up to `points` peak amplitudes between 0 and 1.
 */
export function createWaveform(points: number) {
  let levels: number[] = [];
  return {
    /** One slice's peak in dBFS; null is digital silence. */
    push(peakDb: number | null) {
      if (levels.length === maxLevels) {
        levels = levels.flatMap((level, i) => (i % 2 ? [] : [Math.max(level, levels[i + 1] ?? 0)]));
      }
      levels.push(peakDb === null ? 0 : Math.min(1, 10 ** (peakDb / 20)));
    },
    peaks(): number[] {
      const count = Math.min(points, levels.length);
      const out: number[] = [];
      for (let p = 0; p < count; p++) {
        const from = Math.floor((p * levels.length) / count);
        const to = Math.floor(((p + 1) * levels.length) / count);
        const peak = Math.max(...levels.slice(from, to));
        out.push(Math.round(peak * 10_000) / 10_000);
      }
      return out;
    },
  };
}
