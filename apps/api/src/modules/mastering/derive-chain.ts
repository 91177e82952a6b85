import { masteringLimits, octaveBands } from '@soundpost/contracts/mastering';
import type { PresetTarget } from './mastering-presets.ts';
import { emptyBandDb, round, spectralTilt, type MixImage } from './mix-meter.ts';

/** A mix as the engine measured it: EBU R128 figures and its spectrum and stereo image. */
export type MixAnalysis = MixImage & {
  integratedLufs: number | null;
  truePeakDbtp: number | null;
  loudnessRange: number | null;
};

/** Where the master goes: loudness, ceiling, spectrum and width. */
export type MasterTargets = {
  lufs: number;
  ceilingDbtp: number;
  /** Target octave-band levels, relative like MixImage's bands. */
  bands: number[];
  sideToMid: number;
  eqStrength: number;
  compressor: PresetTarget['compressor'];
};

/** The filters derived for one mix: every value comes from the mix and the targets. */
export type MasterChain = {
  /** Brings the mix to the working level before EQ and compression. */
  preGainDb: number;
  /** Gain per octave band (`octaveBands`), dB. */
  eqDb: number[];
  compressor: {
    thresholdDb: number;
    ratio: number;
    attackMs: number;
    releaseMs: number;
    kneeDb: number;
  };
  /** extrastereo's side multiplier: 1 leaves the image, above widens, below narrows. */
  width: number;
};

/** The level the mix is brought to before EQ and compression, so thresholds mean the same. */
export const workingLufs = -18;
const maxBoostDb = 6;
const maxCutDb = 8;
/** Sub-bass is boosted gently at most: a boost there is mostly rumble and limiter work. */
const maxSubBoostDb = 2;

/** A preset's target curve: its slope plus its shape, relative to the 250 Hz–4 kHz mean. */
export function presetCurve(preset: PresetTarget): number[] {
  const raw = octaveBands.map(
    (f) => preset.tiltDbPerOctave * Math.log2(f / 1000) + (preset.shape[f] ?? 0),
  );
  // Music has less energy in the lowest octave than the slope says: aim 4 dB under 63 Hz.
  raw[0] = raw[1]! - 4;
  const mid = octaveBands.map((f, i) => (f >= 250 && f <= 4000 ? raw[i]! : null));
  const present = mid.filter((x): x is number => x !== null);
  const mean = present.reduce((a, b) => a + b, 0) / present.length;
  return raw.map((x) => round(x - mean, 2));
}

/** The targets of a preset, or of a reference track's measured loudness, spectrum and width. */
export function targetsFor(preset: PresetTarget, reference?: MixAnalysis): MasterTargets {
  const common = {
    ceilingDbtp: masteringLimits.maxTruePeakDbtp,
    eqStrength: preset.eqStrength,
    compressor: preset.compressor,
  };
  if (!reference) {
    return {
      ...common,
      lufs: masteringLimits.targetLufs,
      bands: presetCurve(preset),
      sideToMid: preset.sideToMid,
    };
  }
  // Matchering's approach: the reference's level, spectrum and width are the target. Its
  // empty bands (a band-limited reference) fall back to the preset's curve.
  const curve = presetCurve(preset);
  return {
    ...common,
    lufs: clamp(reference.integratedLufs ?? masteringLimits.targetLufs, -20, -7),
    bands: reference.bands.map((b, i) => (b <= emptyBandDb + 1 ? curve[i]! : b)),
    sideToMid: reference.correlation === null ? preset.sideToMid : reference.sideToMid,
    eqStrength: Math.max(preset.eqStrength, 0.8),
  };
}

/**
 * Derives the chain for a mix: EQ closing part of the distance to the target curve (empty
 * bands left alone, boosts and cuts bounded); compression whose ratio follows the mix's
 * dynamics (more for a wide loudness range, little for a mix already dense); and a width that
 * moves the side/mid balance toward the target (a mono mix stays mono).
 */
export function deriveChain(mix: MixAnalysis, targets: MasterTargets): MasterChain {
  const preGainDb = clamp(workingLufs - (mix.integratedLufs ?? workingLufs), -30, 40);
  const eqDb = mix.bands.map((level, i) => {
    if (level <= emptyBandDb + 1) return 0;
    const gain = (targets.bands[i]! - level) * targets.eqStrength;
    return round(clamp(gain, -maxCutDb, i === 0 ? maxSubBoostDb : maxBoostDb), 2);
  });

  const { compressor } = targets;
  const range = mix.loudnessRange ?? 6;
  // Peak-to-loudness ratio: under about 10 dB the mix is already compressed (or clipped).
  const plr = (mix.truePeakDbtp ?? 0) - (mix.integratedLufs ?? workingLufs);
  let ratio = compressor.ratio * clamp(1 + (range - 8) / 20, 0.8, 1.5);
  let thresholdDb = workingLufs + compressor.thresholdDb;
  if (plr < 10) {
    const keep = clamp((plr - 6) / 4, 0.2, 1);
    ratio = 1 + (ratio - 1) * keep;
    thresholdDb += (10 - plr) / 2;
  }

  let width = 1;
  if (mix.correlation !== null && mix.sideToMid > 0.005) {
    width = clamp(Math.sqrt(targets.sideToMid / mix.sideToMid), 0.75, 1.4);
  }
  return {
    preGainDb: round(preGainDb, 2),
    eqDb,
    compressor: {
      ...compressor,
      thresholdDb: round(thresholdDb, 2),
      ratio: round(clamp(ratio, 1.1, 4), 2),
    },
    width: round(width, 3),
  };
}

/** The ffmpeg filters of a chain, up to (not including) the loudness gain and the limiter. */
export function chainFilters(chain: MasterChain, channels: number): string[] {
  const entries = octaveBands.map((f, i) => `entry(${f},${chain.eqDb[i]})`).join(';');
  const c = chain.compressor;
  const filters = [
    `volume=${chain.preGainDb}dB`,
    // Linear phase (zero_phase) so the EQ smears no transient; 50 ms of filter resolves 31.5 Hz.
    // Gains in dB interpolated over linear frequency (ffmpeg 5.1 ignores the entries with the
    // log-frequency scale); between octave points the two differ by a fraction of a dB.
    `firequalizer=gain_entry='${entries}':delay=0.05:zero_phase=on`,
    `acompressor=threshold=${dbToLinear(c.thresholdDb)}:ratio=${c.ratio}:attack=${c.attackMs}` +
      `:release=${c.releaseMs}:knee=${dbToLinear(c.kneeDb)}:detection=rms:link=average`,
  ];
  if (channels > 1 && chain.width !== 1) filters.push(`extrastereo=m=${chain.width}:c=false`);
  return filters;
}

/**
 * Gain, then the true-peak limiter: alimiter works on samples, so it runs on the signal
 * oversampled 4x (2x from 88.2 kHz up) and catches the peaks between samples as a true-peak
 * meter sees them.
 */
export function limiterFilters(gainDb: number, ceilingDbtp: number, sampleRate: number): string[] {
  const factor = sampleRate >= 88_200 ? 2 : 4;
  return [
    `volume=${round(gainDb, 3)}dB`,
    `aresample=${sampleRate * factor}`,
    `alimiter=limit=${dbToLinear(ceilingDbtp)}:attack=5:release=80:level=false`,
    `aresample=${sampleRate}`,
  ];
}

export const dbToLinear = (db: number) => round(10 ** (db / 20), 6);
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export { spectralTilt };
