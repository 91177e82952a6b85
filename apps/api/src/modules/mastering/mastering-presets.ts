import type { MasteringPreset } from '@soundpost/contracts/mastering';

/**
 * What a preset aims at, as data: the engine measures the mix and derives its filters from the
 * distance between the mix and these targets (decision 046).
 */
export type PresetTarget = {
  /** Slope of the target's octave-band energy, 63 Hz to 16 kHz, in dB per octave. */
  tiltDbPerOctave: number;
  /** A shape on top of the slope, dB by band centre (Hz): a warm low end, an airy top. */
  shape: Partial<Record<number, number>>;
  /** The share of the distance to the target curve the equaliser closes (0 to 1). */
  eqStrength: number;
  compressor: {
    /** Above the mix's level after it is brought to the working level, in dB (negative: below). */
    thresholdDb: number;
    ratio: number;
    attackMs: number;
    releaseMs: number;
    kneeDb: number;
  };
  /** Target energy of the side signal against the mid signal (0.25 is a correlation of 0.6). */
  sideToMid: number;
};

export const presetTargets: Record<MasteringPreset, PresetTarget> = {
  balanced: {
    tiltDbPerOctave: -3,
    shape: {},
    eqStrength: 0.7,
    compressor: { thresholdDb: -4, ratio: 2, attackMs: 20, releaseMs: 200, kneeDb: 6 },
    sideToMid: 0.25,
  },
  warm: {
    tiltDbPerOctave: -3.6,
    shape: { 63: 1, 125: 1.5, 250: 0.5, 8000: -0.5, 16000: -1 },
    eqStrength: 0.7,
    compressor: { thresholdDb: -4, ratio: 1.8, attackMs: 30, releaseMs: 300, kneeDb: 8 },
    sideToMid: 0.2,
  },
  bright: {
    tiltDbPerOctave: -2.4,
    shape: { 4000: 0.5, 8000: 1, 16000: 1.5 },
    eqStrength: 0.7,
    compressor: { thresholdDb: -4, ratio: 2, attackMs: 15, releaseMs: 180, kneeDb: 6 },
    sideToMid: 0.28,
  },
  punchy: {
    tiltDbPerOctave: -3,
    shape: { 63: 1.5, 125: 1, 2000: 0.5 },
    eqStrength: 0.7,
    // A slow attack lets the transients through before the compressor holds the body down.
    compressor: { thresholdDb: -6, ratio: 3, attackMs: 35, releaseMs: 120, kneeDb: 4 },
    sideToMid: 0.22,
  },
  open: {
    tiltDbPerOctave: -2.6,
    shape: { 500: -0.5, 8000: 1, 16000: 1.5 },
    eqStrength: 0.7,
    compressor: { thresholdDb: -3, ratio: 1.6, attackMs: 25, releaseMs: 250, kneeDb: 8 },
    sideToMid: 0.35,
  },
};
