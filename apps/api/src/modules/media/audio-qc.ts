import type { FfmpegTool } from '../../lib/ffmpeg.ts';
import { readDeclaredFrames } from './declared-length.ts';
import { detectLowpass } from './lossy-source.ts';
import { measureAudio } from './measure-audio.ts';
import type { MediaIssue } from './media-issue.ts';
import { audioLimits, type AudioFormat } from './media-limits.ts';
import { probeAudio } from './probe-audio.ts';
import { sniffAudioFormat } from './sniff-audio.ts';

export type AnalyzedAudio = {
  ok: true;
  /** From the file's bytes, never its name. */
  format: AudioFormat;
  /** ffmpeg's codec name: pcm_s16le, pcm_s24be, flac, mp3… */
  codec: string;
  sampleRate: number;
  /** Null for MP3. */
  bitDepth: number | null;
  channels: number;
  /** Counted from the decoded samples, not taken from the header. */
  durationSeconds: number;
  /** EBU R128 / ITU-R BS.1770 by ffmpeg ebur128, mono as dual mono; -70 for silence. */
  integratedLufs: number | null;
  truePeakDbtp: number | null;
  loudnessRange: number | null;
  /** Silences of 10 s or more in the middle of the track (a leading or trailing one is fine). */
  silences: { start: number; end: number }[];
  clipping: { samples: number; truePeakOver: boolean };
  /** A WAV, FLAC or AIFF decoded from a lossy file: see lossy-source.ts for the method. */
  lossySource: { detected: boolean; cutoffHz: number | null };
  /** Peak levels 0..1 over equal slices of the track, up to 800 of them. */
  waveform: number[];
};

export type UnreadableAudio = {
  ok: false;
  /** For logs and support; the client sees `unreadableCode` of it. */
  reason: 'unknown_format' | 'unsupported_codec' | 'undecodable' | 'truncated';
};

export type AudioAnalysis = AnalyzedAudio | UnreadableAudio;

export type AudioIssue = MediaIssue<
  | 'audio_unsupported_format'
  | 'audio_damaged'
  | 'audio_too_short'
  | 'audio_too_long'
  | 'audio_silence'
  | 'loudness_too_low'
  | 'loudness_too_high'
  | 'clipping'
  | 'lossy_source'
>;

/**
 * What the artist is told about a file that cannot be used: a format we take whose data is
 * cut short or does not decode is damaged (export it again); anything else is not a format we
 * take (choose an MP3, WAV, FLAC or AIFF file).
 */
export function unreadableCode(
  analysis: UnreadableAudio,
): 'audio_damaged' | 'audio_unsupported_format' {
  return analysis.reason === 'truncated' || analysis.reason === 'undecodable'
    ? 'audio_damaged'
    : 'audio_unsupported_format';
}

export type AudioVerdict = { rejections: AudioIssue[]; warnings: AudioIssue[] };

/** Silence this close to an end of the file counts as leading or trailing. */
const edgeSeconds = 0.05;
const truncationToleranceSeconds = 1;

// WAV and AIFF can wrap nearly any codec; only linear PCM (integer or float) is a master.
// A-law and µ-law (pcm_alaw, pcm_mulaw) are 8-bit companded, so they do not match.
const codecPattern: Record<AudioFormat, RegExp> = {
  wav: /^pcm_[suf]\d/,
  aiff: /^pcm_[suf]\d/,
  flac: /^flac$/,
  mp3: /^mp3/,
};

/**
 * Measures an audio file for QC: format from its bytes, stream parameters, decoded duration,
 * loudness, true peak, silences, clipping, lossy origin and a waveform (the loudness meter and
 * the other measurements decode in two parallel ffmpeg processes, decision 006).
 * Files that are not MP3, WAV, FLAC or AIFF, or do not decode to their end, come back as
 * unreadable; a missing ffmpeg, a time-out or a cancellation throw (a ToolError).
 */
export async function analyzeAudio(
  filePath: string,
  opts: { ffmpeg: FfmpegTool; timeoutMs?: number; signal?: AbortSignal },
): Promise<AudioAnalysis> {
  const timeoutMs = opts.timeoutMs ?? 300_000;
  const format = await sniffAudioFormat(filePath);
  if (!format) return { ok: false, reason: 'unknown_format' };
  const info = await probeAudio(opts.ffmpeg, filePath, format, timeoutMs);
  if (!info) return { ok: false, reason: 'undecodable' };
  const declaredFrames = await readDeclaredFrames(filePath, format);
  const expectedSamples =
    declaredFrames ?? (info.headerSeconds && Math.round(info.headerSeconds * info.sampleRate));
  const measured = await measureAudio(opts.ffmpeg, filePath, format, expectedSamples, {
    timeoutMs,
    signal: opts.signal,
  });
  if (!measured?.samples) return { ok: false, reason: 'undecodable' };
  const codec = measured.codec ?? info.codec;
  if (!codecPattern[format].test(codec)) return { ok: false, reason: 'unsupported_codec' };

  const tolerance = truncationToleranceSeconds * info.sampleRate;
  if (declaredFrames && measured.samples < declaredFrames - tolerance) {
    return { ok: false, reason: 'truncated' };
  }
  const durationSeconds = measured.samples / info.sampleRate;
  const atCeiling = (measured.peakLevelDb ?? -Infinity) >= audioLimits.clipLevelDbfs;
  const lowpass =
    format !== 'mp3' && measured.spectrum
      ? detectLowpass(measured.spectrum, info.sampleRate)
      : null;
  return {
    ok: true,
    format,
    codec,
    sampleRate: info.sampleRate,
    bitDepth: info.bitDepth,
    channels: info.channels,
    durationSeconds: Math.round(durationSeconds * 1000) / 1000,
    integratedLufs: measured.integratedLufs,
    truePeakDbtp: measured.truePeakDbtp,
    loudnessRange: measured.loudnessRange,
    silences: midTrackSilences(measured.silences, durationSeconds),
    clipping: {
      samples: atCeiling ? Math.round((measured.peakCount ?? 0) * info.channels) : 0,
      truePeakOver: (measured.truePeakDbtp ?? -Infinity) > audioLimits.maxTruePeakDbtp,
    },
    lossySource: { detected: lowpass !== null, cutoffHz: lowpass?.cutoffHz ?? null },
    waveform: measured.waveform,
  };
}

function midTrackSilences(silences: { start: number; end: number | null }[], duration: number) {
  return silences
    .map(({ start, end }) => ({ start, end: end ?? duration }))
    .filter(({ start, end }) => {
      const leading = start <= edgeSeconds;
      const trailing = end >= duration - edgeSeconds;
      // A file silent from start to end is silent in the middle too.
      return leading === trailing;
    })
    .map(({ start, end }) => ({ start: round(start, 3), end: round(Math.min(end, duration), 3) }));
}

/**
 * Applies the release rules to an analysis: rejections (unsupported format, length outside
 * 1-20 minutes unless the track is an intro or outro, silence over 10 s mid-track) and
 * warnings (loudness far from streaming targets, clipping, lossy source), each with a stable
 * code, message parameters and an advice key.
 */
export function judgeAudio(
  analysis: AudioAnalysis,
  opts: { introOrOutro?: boolean } = {},
): AudioVerdict {
  const rejections: AudioIssue[] = [];
  const warnings: AudioIssue[] = [];
  const issue = (code: AudioIssue['code'], params?: AudioIssue['params']): AudioIssue => ({
    code,
    ...(params && { params }),
    advice: `${code}_advice`,
  });
  if (!analysis.ok) return { rejections: [issue(unreadableCode(analysis))], warnings };

  const duration = formatClock(analysis.durationSeconds);
  if (!opts.introOrOutro && analysis.durationSeconds < audioLimits.minSeconds) {
    rejections.push(issue('audio_too_short', { duration, min: audioLimits.minSeconds / 60 }));
  }
  if (!opts.introOrOutro && analysis.durationSeconds > audioLimits.maxSeconds) {
    rejections.push(issue('audio_too_long', { duration, max: audioLimits.maxSeconds / 60 }));
  }
  for (const { start, end } of analysis.silences) {
    rejections.push(
      issue('audio_silence', {
        start: formatClock(start),
        end: formatClock(end),
        max: audioLimits.maxSilenceSeconds,
      }),
    );
  }

  const lufs = analysis.integratedLufs;
  const target = audioLimits.loudnessTargetLufs;
  if (lufs !== null && lufs < audioLimits.minLoudnessLufs) {
    warnings.push(issue('loudness_too_low', { lufs: round(lufs, 1), target }));
  }
  if (lufs !== null && lufs > audioLimits.maxLoudnessLufs) {
    warnings.push(issue('loudness_too_high', { lufs: round(lufs, 1), target }));
  }
  const { clipping } = analysis;
  if (clipping.truePeakOver || clipping.samples > audioLimits.maxClippedSamples) {
    const truePeak = round(analysis.truePeakDbtp ?? 0, 1);
    warnings.push(issue('clipping', { samples: clipping.samples, truePeak }));
  }
  if (analysis.lossySource.detected && analysis.lossySource.cutoffHz !== null) {
    warnings.push(
      issue('lossy_source', { cutoff: round(analysis.lossySource.cutoffHz / 1000, 1) }),
    );
  }
  return { rejections, warnings };
}

/** m:ss (h:mm:ss past an hour): language-neutral, so it can go into any message. */
function formatClock(seconds: number): string {
  const total = Math.floor(seconds);
  const [h, m, s] = [Math.floor(total / 3600), Math.floor(total / 60) % 60, total % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
