import { describe, expect, it } from 'vitest';
import { deriveChain, presetCurve, targetsFor, type MixAnalysis } from './derive-chain.ts';
import { presetTargets } from './mastering-presets.ts';
import { spectralTilt } from './mix-meter.ts';

const flat: MixAnalysis = {
  integratedLufs: -20,
  truePeakDbtp: -4,
  loudnessRange: 8,
  bands: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  correlation: 0.6,
  sideToMid: 0.25,
};

describe('presetCurve', () => {
  it('has each preset slope, and warm under bright at the top', () => {
    expect(spectralTilt(presetCurve(presetTargets.balanced))).toBeCloseTo(-3, 0);
    const warm = presetCurve(presetTargets.warm);
    const bright = presetCurve(presetTargets.bright);
    expect(warm[9]!).toBeLessThan(bright[9]!);
    expect(warm[2]!).toBeGreaterThan(bright[2]!);
  });
});

describe('deriveChain', () => {
  const targets = targetsFor(presetTargets.balanced);

  it('brings the mix to the working level and equalises toward the curve, within bounds', () => {
    const chain = deriveChain({ ...flat, bands: [0, 0, 0, 0, 0, 0, 0, -40, -60, -95] }, targets);
    expect(chain.preGainDb).toBe(2);
    expect(chain.eqDb[7]).toBe(6); // a dull top is lifted, at most 6 dB
    expect(chain.eqDb[9]).toBe(0); // an empty band is left alone
    expect(chain.eqDb[1]!).toBeGreaterThan(0);
  });

  it('compresses a dense mix little and a wide-ranging one more', () => {
    const dense = deriveChain(
      { ...flat, integratedLufs: -6, truePeakDbtp: 0, loudnessRange: 3 },
      targets,
    );
    const open = deriveChain({ ...flat, loudnessRange: 16 }, targets);
    expect(dense.compressor.ratio).toBeLessThan(1.5);
    expect(open.compressor.ratio).toBeGreaterThan(presetTargets.balanced.compressor.ratio);
  });

  it('widens a narrow mix, narrows a wide one, and leaves mono alone', () => {
    expect(deriveChain({ ...flat, sideToMid: 0.05 }, targets).width).toBeGreaterThan(1);
    expect(deriveChain({ ...flat, sideToMid: 0.8 }, targets).width).toBeLessThan(1);
    expect(deriveChain({ ...flat, correlation: null, sideToMid: 0 }, targets).width).toBe(1);
  });
});
