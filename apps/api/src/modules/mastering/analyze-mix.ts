import { runTool, type FfmpegTool, type ToolRun } from '../../lib/ffmpeg.ts';
import { createReportReader, demuxers, type AudioFormat } from '../media/index.ts';
import type { MixAnalysis } from './derive-chain.ts';
import { createMixMeter } from './mix-meter.ts';

/** A file to master, or the part of it a preview loop takes. */
export type MixSource = {
  path: string;
  format: AudioFormat;
  sampleRate: number;
  channels: number;
  startSeconds?: number;
  durationSeconds?: number;
};

export type RunLimits = { timeoutMs: number; signal?: AbortSignal };

/** Frames the spectrum meter reads: 8192 samples (5 Hz bins at 44.1 kHz), every 4th one. */
export const meterFrame = 8192;
export const meterEvery = 4;

/** Mono stays mono; anything wider is mastered as stereo. */
export const workingChannels = (channels: number) => (channels === 1 ? 1 : 2);

/** The input options that open a source (its demuxer from the bytes, the loop's window). */
export function inputArgs(source: MixSource): string[] {
  return [
    ...(source.startSeconds ? ['-ss', String(source.startSeconds)] : []),
    ...(source.durationSeconds ? ['-t', String(source.durationSeconds)] : []),
    ...['-protocol_whitelist', 'file', '-f', demuxers[source.format], '-i', `file:${source.path}`],
  ];
}

export const toolArgs = ['-hide_banner', '-nostdin', '-nostats', '-v', 'info', '-y'];

/** The EBU R128 meter as the QC runs it (mono as dual mono), logging its summary only. */
export const loudnessMeter = 'ebur128=framelog=verbose:peak=true:dualmono=true';

/** The meter's branch of a graph: 32-bit float frames of the spectrum meter's size. */
export const meterBranch = (channels: number) =>
  `aformat=sample_fmts=flt:channel_layouts=${channels === 1 ? 'mono' : 'stereo'},` +
  `asetnsamples=n=${meterFrame}:p=0,aselect=not(mod(n\\,${meterEvery}))`;

/**
 * Measures a mix in two ffmpeg runs side by side (as the audio QC does): ebur128 in one
 * (integrated loudness, loudness range, true peak), in the other the frames that give the
 * octave-band spectrum and the stereo correlation.
 */
export async function analyzeMix(
  tool: FfmpegTool,
  source: MixSource,
  limits: RunLimits,
): Promise<MixAnalysis> {
  const channels = workingChannels(source.channels);
  const reader = createReportReader(() => {});
  const meter = createMixMeter(meterFrame, channels, source.sampleRate);
  const common = { timeoutMs: limits.timeoutMs, signal: limits.signal };
  const [loudness, frames] = await Promise.all([
    runTool(
      tool.ffmpegPath,
      [
        ...toolArgs,
        ...inputArgs(source),
        '-filter_complex',
        `[0:a:0]${loudnessMeter},anullsink`,
        '-f',
        'null',
        '-',
      ],
      { ...common, onStderrLine: reader.line },
    ),
    runTool(
      tool.ffmpegPath,
      [
        ...toolArgs,
        ...inputArgs(source),
        ...['-filter_complex', `[0:a:0]${meterBranch(channels)}[frames]`, '-map', '[frames]'],
        ...['-c:a', 'pcm_f32le', '-f', 'f32le', 'pipe:1'],
      ],
      { ...common, onStdout: meter.push },
    ),
  ]);
  checkRun(loudness, frames);
  const { integratedLufs, truePeakDbtp, loudnessRange } = reader.report;
  return { integratedLufs, truePeakDbtp, loudnessRange, ...meter.result() };
}

/** An ffmpeg run that ended with an error: the input or the graph is wrong, or ffmpeg crashed. */
export class MasteringRunError extends Error {
  constructor(stderr: string) {
    super(`ffmpeg failed: ${stderr.slice(-800)}`);
    this.name = 'MasteringRunError';
  }
}

export function checkRun(...runs: ToolRun[]) {
  for (const run of runs) if (run.exitCode !== 0) throw new MasteringRunError(run.stderr);
}
