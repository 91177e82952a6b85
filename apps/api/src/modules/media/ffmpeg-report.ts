/**
 * Reads the summaries ffmpeg's ebur128, astats and silencedetect filters log on stderr, line by
 * line as they come. Formats checked against ffmpeg 5.1 and the npm-bundled 2018 build.
 */

export type FilterReport = {
  /** The input's audio codec as ffmpeg names it in its stream dump (pcm_s16le, flac, mp3…). */
  codec: string | null;
  integratedLufs: number | null;
  loudnessRange: number | null;
  truePeakDbtp: number | null;
  /** astats "Overall": the highest sample level and how many samples per channel reach it. */
  peakLevelDb: number | null;
  peakCount: number | null;
  /** Decoded samples per channel. */
  samples: number | null;
  silences: { start: number; end: number | null }[];
};

const maxSilences = 10_000;

/**
 * A sink for stderr lines that keeps only what the QC needs; per-slice peaks printed by
 * ametadata go to `onSlicePeak` as they come.
 */
export function createReportReader(onSlicePeak: (peakDb: number | null) => void) {
  const report: FilterReport = {
    codec: null,
    integratedLufs: null,
    loudnessRange: null,
    truePeakDbtp: null,
    peakLevelDb: null,
    peakCount: null,
    samples: null,
    silences: [],
  };
  // ffmpeg builds the graph once to configure it, then again for the data, so an empty
  // summary comes first: the last one wins. The ebur128 summary's unprefixed lines stay its
  // own even when another filter's thread logs between them (it does under load).
  let inEbur128 = false;
  let section: 'astats' | null = null;
  return {
    report,
    line(line: string) {
      const prefix = /^\[(\w+?)(?:_\d+)? @ [^\]]+\] (.*)$/.exec(line);
      if (!prefix) {
        // The ebur128 summary is one multi-line message: only its first line has a prefix.
        if (inEbur128) readEbur128(report, line);
        // The input is dumped before the outputs, so its stream comes first.
        const stream = /^\s*Stream #0:\d+.*?: Audio: (\w+)/.exec(line);
        if (stream && report.codec === null) report.codec = stream[1] ?? null;
        return;
      }
      const [, filter, text = ''] = prefix;
      if (filter === 'Parsed_ebur128' && text.startsWith('Summary:')) {
        inEbur128 = true;
        Object.assign(report, { integratedLufs: null, loudnessRange: null, truePeakDbtp: null });
      } else if (filter === 'Parsed_astats') {
        if (text === 'Overall') section = 'astats';
        else if (text.startsWith('Channel:')) section = null;
        else if (section === 'astats') readAstats(report, text);
      } else {
        if (filter === 'silencedetect') readSilence(report, text);
        const slice = /^lavfi\.astats\.Overall\.Peak_level=(\S+)$/.exec(text);
        if (filter === 'Parsed_ametadata' && slice) onSlicePeak(decibels(slice[1]));
      }
    },
  };
}

function readEbur128(report: FilterReport, line: string) {
  const match = /^\s*(I|LRA|Peak):\s+(\S+)/.exec(line);
  if (!match) return;
  const value = decibels(match[2]);
  if (match[1] === 'I') report.integratedLufs = value;
  else if (match[1] === 'LRA') report.loudnessRange = value;
  else report.truePeakDbtp = value;
}

function readAstats(report: FilterReport, text: string) {
  const match = /^(Peak level dB|Peak count|Number of samples): (\S+)$/.exec(text);
  if (match?.[1] === 'Peak level dB') report.peakLevelDb = decibels(match[2]);
  else if (match?.[1] === 'Peak count') report.peakCount = finite(match[2]);
  else if (match?.[1] === 'Number of samples') report.samples = finite(match[2]);
}

function readSilence(report: FilterReport, text: string) {
  const start = /^silence_start: (\S+)/.exec(text);
  if (start && report.silences.length < maxSilences) {
    report.silences.push({ start: Math.max(0, finite(start[1]) ?? 0), end: null });
    return;
  }
  const end = /^silence_end: (\S+)/.exec(text);
  const open = report.silences.at(-1);
  if (end && open && open.end === null) open.end = finite(end[1]);
}

/** A level in dB; "-inf" (silence) becomes null, which JSON can carry. */
function decibels(text: string | undefined): number | null {
  return finite(text);
}

function finite(text: string | undefined): number | null {
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}
