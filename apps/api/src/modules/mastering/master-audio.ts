import { join } from 'node:path';
import { runTool, type FfmpegTool } from '../../lib/ffmpeg.ts';
import { createReportReader } from '../media/index.ts';
import {
  analyzeMix,
  checkRun,
  inputArgs,
  loudnessMeter,
  meterBranch,
  meterFrame,
  toolArgs,
  workingChannels,
  type MixSource,
  type RunLimits,
} from './analyze-mix.ts';
import {
  chainFilters,
  deriveChain,
  limiterFilters,
  type MasterChain,
  type MasterTargets,
  type MixAnalysis,
} from './derive-chain.ts';
import { createMixMeter, round } from './mix-meter.ts';

/** The files a master run writes (absent ones are not made). */
export type MasterOutputs = { wav24?: string; wav16?: string; mp3?: string };

export type MasterRun = {
  chain: MasterChain;
  before: MixAnalysis;
  after: MixAnalysis;
  /** The loudness gain before the limiter and the corrective gain after it, dB. */
  gainDb: number;
  correctionDb: number;
  /** How many limiter passes it took to land on the target (1 unless the limiter ate loudness). */
  limiterPasses: number;
};

export type MasterOptions = RunLimits & {
  source: MixSource;
  targets: MasterTargets;
  /** A directory of the caller's for the float intermediates (it removes it). */
  workDir: string;
  outputs: MasterOutputs;
  /** Figures of the source already measured (saves a pass). */
  before?: MixAnalysis;
  /** Derive the chain from this analysis instead (a preview loop uses the whole track's). */
  chainFrom?: MixAnalysis;
  onProgress?: (percent: number) => void | Promise<void>;
};

/** Within this of the target after limiting, the corrective gain alone finishes the job. */
const closeEnoughLu = 0.3;
const maxLimiterPasses = 3;
/** The first limiter pass aims this far under the ceiling: resampling back adds a little. */
const ceilingMarginDb = 0.4;

/**
 * Masters a mix: measure it, derive EQ, compression and width from the measurement and the
 * targets, render that chain once while measuring its loudness, then gain and a 4x
 * oversampled true-peak limiter (again if the limiter took loudness away), and finally a
 * corrective gain while writing the outputs, measured once more for the report.
 */
export async function masterAudio(tool: FfmpegTool, opts: MasterOptions): Promise<MasterRun> {
  const limits = { timeoutMs: opts.timeoutMs, signal: opts.signal };
  const progress = async (percent: number) => opts.onProgress?.(percent);
  const { source, targets } = opts;
  const channels = workingChannels(source.channels);
  const before = opts.before ?? (await analyzeMix(tool, source, limits));
  await progress(20);
  const chain = deriveChain(opts.chainFrom ?? before, targets);

  const shaped = join(opts.workDir, 'shaped.wav');
  const shapedLevel = await renderMeasured(
    tool,
    inputArgs(source),
    [
      ...(source.channels > 2 ? ['aformat=channel_layouts=stereo'] : []),
      ...chainFilters(chain, channels),
    ],
    shaped,
    limits,
  );
  await progress(45);

  const limited = join(opts.workDir, 'limited.wav');
  const fileInput = (path: string) => [
    '-protocol_whitelist',
    'file',
    '-f',
    'wav',
    '-i',
    `file:${path}`,
  ];
  let gainDb = targets.lufs - (shapedLevel.integratedLufs ?? targets.lufs);
  let ceiling = targets.ceilingDbtp - ceilingMarginDb;
  let level = shapedLevel;
  let passes = 0;
  while (passes < maxLimiterPasses) {
    passes++;
    level = await renderMeasured(
      tool,
      fileInput(shaped),
      limiterFilters(gainDb, ceiling, source.sampleRate),
      limited,
      limits,
    );
    const missing = targets.lufs - (level.integratedLufs ?? targets.lufs);
    const over = (level.truePeakDbtp ?? -Infinity) - targets.ceilingDbtp;
    if (over > 0) ceiling -= over + 0.1;
    if (Math.abs(missing) <= closeEnoughLu && over <= 0) break;
    // The limiter's gain reduction grows with the gain pushed into it: aim a little past.
    if (missing > 0) gainDb += missing * 1.2;
    else gainDb += missing;
  }
  await progress(80);

  // The corrective gain: what is left to the target, never past the true-peak ceiling.
  const headroom = targets.ceilingDbtp - 0.05 - (level.truePeakDbtp ?? targets.ceilingDbtp);
  const correctionDb = round(
    Math.min(targets.lufs - (level.integratedLufs ?? targets.lufs), headroom),
    3,
  );
  const after = await writeOutputs(
    tool,
    fileInput(limited),
    correctionDb,
    channels,
    source.sampleRate,
    opts.outputs,
    limits,
  );
  await progress(100);
  return { chain, before, after, gainDb: round(gainDb, 3), correctionDb, limiterPasses: passes };
}

type Level = { integratedLufs: number | null; truePeakDbtp: number | null };

/** Renders `filters` into a 32-bit float WAV while ebur128 measures what is written. */
async function renderMeasured(
  tool: FfmpegTool,
  input: string[],
  filters: string[],
  output: string,
  limits: RunLimits,
): Promise<Level> {
  const reader = createReportReader(() => {});
  const graph = `[0:a:0]${filters.join(',')},asplit=2[out][meter];[meter]${loudnessMeter},anullsink`;
  const run = await runTool(
    tool.ffmpegPath,
    [
      ...toolArgs,
      ...input,
      '-filter_complex',
      graph,
      '-map',
      '[out]',
      '-c:a',
      'pcm_f32le',
      `file:${output}`,
    ],
    { ...limits, onStderrLine: reader.line },
  );
  checkRun(run);
  return { integratedLufs: reader.report.integratedLufs, truePeakDbtp: reader.report.truePeakDbtp };
}

/** Applies the corrective gain and writes every output in one run, measuring the result. */
async function writeOutputs(
  tool: FfmpegTool,
  input: string[],
  correctionDb: number,
  channels: number,
  sampleRate: number,
  outputs: MasterOutputs,
  limits: RunLimits,
): Promise<MixAnalysis> {
  const files: { label: string; args: string[] }[] = [];
  if (outputs.wav24)
    files.push({
      label: 'wav24',
      args: ['-c:a', 'pcm_s24le', '-f', 'wav', `file:${outputs.wav24}`],
    });
  if (outputs.wav16)
    files.push({
      label: 'wav16',
      args: ['-c:a', 'pcm_s16le', '-f', 'wav', `file:${outputs.wav16}`],
    });
  if (outputs.mp3) {
    files.push({
      label: 'mp3',
      args: ['-c:a', 'libmp3lame', '-b:a', '320k', '-f', 'mp3', `file:${outputs.mp3}`],
    });
  }
  const branches = files.length + 2;
  const graph = [
    `[0:a:0]volume=${correctionDb}dB,asplit=${branches}[meter][frames]${files.map((f) => `[${f.label}in]`).join('')}`,
    `[meter]${loudnessMeter},anullsink`,
    `[frames]${meterBranch(channels)}[framesout]`,
    ...files.map((f) =>
      // 16 bits get triangular dither; the float signal is at most -1 dBTP, so nothing clips.
      f.label === 'wav16'
        ? `[${f.label}in]aresample=osf=s16:dither_method=triangular[${f.label}]`
        : `[${f.label}in]anull[${f.label}]`,
    ),
  ].join(';');
  const reader = createReportReader(() => {});
  const meter = createMixMeter(meterFrame, channels, sampleRate);
  const run = await runTool(
    tool.ffmpegPath,
    [
      ...toolArgs,
      ...input,
      '-filter_complex',
      graph,
      ...files.flatMap((f) => ['-map', `[${f.label}]`, ...f.args]),
      ...['-map', '[framesout]', '-c:a', 'pcm_f32le', '-f', 'f32le', 'pipe:1'],
    ],
    { ...limits, onStdout: meter.push, onStderrLine: reader.line },
  );
  checkRun(run);
  const { integratedLufs, truePeakDbtp, loudnessRange } = reader.report;
  return { integratedLufs, truePeakDbtp, loudnessRange, ...meter.result() };
}

/** Writes the source (or its loop) with a plain gain as an MP3 320: the preview's "before". */
export async function writeGainedCopy(
  tool: FfmpegTool,
  source: MixSource,
  gainDb: number,
  output: string,
  limits: RunLimits,
) {
  const channels = workingChannels(source.channels);
  const run = await runTool(
    tool.ffmpegPath,
    [
      ...toolArgs,
      ...inputArgs(source),
      ...[
        '-af',
        `aformat=channel_layouts=${channels === 1 ? 'mono' : 'stereo'},volume=${round(gainDb, 3)}dB`,
      ],
      ...['-c:a', 'libmp3lame', '-b:a', '320k', '-f', 'mp3', `file:${output}`],
    ],
    limits,
  );
  checkRun(run);
}
