import type { MasteringReport } from '@soundpost/contracts/mastering';
import type { MasterTargets, MixAnalysis } from './derive-chain.ts';
import { spectralTilt } from './mix-meter.ts';

const figures = (mix: MixAnalysis) => ({
  integratedLufs: mix.integratedLufs,
  truePeakDbtp: mix.truePeakDbtp,
  loudnessRange: mix.loudnessRange,
  bands: mix.bands,
  tiltDbPerOctave: spectralTilt(mix.bands),
  correlation: mix.correlation,
});

/** The before and after figures of a run, with what its targets aimed at. */
export function reportOf(
  result: { before: MixAnalysis; after: MixAnalysis },
  targets: MasterTargets,
): MasteringReport {
  return {
    before: figures(result.before),
    after: figures(result.after),
    target: {
      integratedLufs: targets.lufs,
      maxTruePeakDbtp: targets.ceilingDbtp,
      bands: targets.bands,
      tiltDbPerOctave: spectralTilt(targets.bands),
    },
  };
}
