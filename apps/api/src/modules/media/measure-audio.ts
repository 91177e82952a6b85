import { runTool, type FfmpegTool } from '../../lib/ffmpeg.ts';
import { createReportReader, type FilterReport } from './ffmpeg-report.ts';
import { audioLimits, type AudioFormat } from './media-limits.ts';
import { demuxers } from './probe-audio.ts';
import { createSpectrumMeter } from './spectrum.ts';
import { createWaveform } from './waveform.ts';

/** Everything the two measuring runs over the file yield. */
export type AudioMeasurements = FilterReport & {
  waveform: number[];
  /** Mean power spectrum of the mono mix, for lossy-origin detection; null if too short. */
  spectrum: Float64Array | null;
};

const spectrumFrame = 4096;
const spectrumEvery = 16;

/**
 * Measures everything in two ffmpeg runs side by side: ebur128 (integrated loudness, loudness
 * range, true peak) in one; in the other, asplit feeds silencedetect, astats (sample peak and
 * how many samples sit there, decoded length), a second astats that logs the peak of each of
 * about 800 slices for the waveform, and every 16th 4096-sample mono frame, on stdout, for
 * the spectrum. Null when ffmpeg cannot decode the file.
 */
export async function measureAudio(
  tool: FfmpegTool,
  filePath: string,
  format: AudioFormat,
  /** Samples per channel the header announces, to cut the waveform slices; null if unknown. */
  expectedSamples: number | null,
  opts: { timeoutMs: number; signal?: AbortSignal },
): Promise<AudioMeasurements | null> {
  const waveform = createWaveform(audioLimits.waveformPoints);
  const reader = createReportReader(waveform.push);
  const spectrum = createSpectrumMeter(spectrumFrame);
  // Slices between 1,024 samples and about 12 s: a lying header can neither flood the log with
  // millions of slices nor make ffmpeg buffer a huge frame (extra slices are merged later).
  const perPoint = Math.ceil((expectedSamples ?? 0) / audioLimits.waveformPoints);
  const slice = expectedSamples ? Math.min(2 ** 19, Math.max(1024, perPoint)) : 11_025;
  // Two decodes in parallel on two cores: the loudness meter (the costliest filter, true peak
  // oversamples every sample) in one ffmpeg, every other measurement in the other. Decoding is
  // cheap next to the filters, so the wall time is about one ebur128 pass.
  const common = { timeoutMs: opts.timeoutMs, signal: opts.signal, onStderrLine: reader.line };
  const [loudness, rest] = await Promise.all([
    runTool(tool.ffmpegPath, buildArgs(filePath, format, loudnessGraph), common),
    runTool(tool.ffmpegPath, buildArgs(filePath, format, restGraph(tool, slice), true), {
      ...common,
      onStdout: spectrum.push,
    }),
  ]);
  if (loudness.exitCode !== 0 || rest.exitCode !== 0 || !reader.report.samples) return null;
  return { ...reader.report, waveform: waveform.peaks(), spectrum: spectrum.average() };
}

// A mono file plays on both speakers, so ebur128 measures it as dual mono (+3 dB), as
// mastering meters do; it logs every 100 ms unless its frame log goes to the verbose level.
const loudnessGraph = '[0:a:0]ebur128=framelog=verbose:peak=true:dualmono=true,anullsink';

function restGraph(tool: FfmpegTool, slice: number): string {
  // astats computes only what it is asked for where it can be asked (ffmpeg >= 4.4), which
  // makes it 3x cheaper.
  const astats = (measure: string, ...options: string[]) => {
    if (tool.astatsMeasure) options.push('measure_perchannel=none', `measure_overall=${measure}`);
    return options.length > 0 ? `astats=${options.join(':')}` : 'astats';
  };
  return [
    '[0:a:0]asplit=4[silence][stats][wave][spectrum]',
    `[silence]silencedetect=noise=${audioLimits.silenceNoiseDb}dB:d=${audioLimits.maxSilenceSeconds},anullsink`,
    `[stats]${astats('Peak_level+Peak_count+Number_of_samples')},anullsink`,
    `[wave]asetnsamples=n=${slice}:p=0,${astats('Peak_level', 'metadata=1', 'reset=1')},` +
      'ametadata=print:key=lavfi.astats.Overall.Peak_level,anullsink',
    '[spectrum]aformat=sample_fmts=flt:channel_layouts=mono,' +
      `asetnsamples=n=${spectrumFrame}:p=0,aselect=not(mod(n\\,${spectrumEvery}))[spectrumout]`,
  ].join(';');
}

function buildArgs(filePath: string, format: AudioFormat, graph: string, withSpectrum = false) {
  return [
    ...['-hide_banner', '-nostdin', '-nostats', '-v', 'info'],
    // The demuxer is the one the bytes showed, so ffmpeg never probes into other formats.
    ...['-protocol_whitelist', 'file', '-f', demuxers[format], '-i', `file:${filePath}`],
    ...['-filter_complex', graph],
    ...(withSpectrum
      ? ['-map', '[spectrumout]', '-c:a', 'pcm_f32le', '-f', 'f32le', 'pipe:1']
      : ['-f', 'null', '-']),
  ];
}
