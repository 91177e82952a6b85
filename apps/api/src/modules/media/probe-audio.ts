import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { parseStream } from 'music-metadata';
import { z } from 'zod';
import { runTool, type FfmpegTool } from '../../lib/ffmpeg.ts';
import type { AudioFormat } from './media-limits.ts';

/** What the container header says about the first audio stream. */
export type AudioStreamInfo = {
  codec: string;
  sampleRate: number;
  /** Null for lossy codecs, which have no bit depth. */
  bitDepth: number | null;
  channels: number;
  /** The duration the header declares (an estimate for MP3), to size the waveform slices. */
  headerSeconds: number | null;
};

/** ffmpeg demuxer names, forced so ffmpeg never guesses (and never opens a playlist). */
export const demuxers: Record<AudioFormat, string> = {
  wav: 'wav',
  aiff: 'aiff',
  flac: 'flac',
  mp3: 'mp3',
};

const mimeTypes: Record<AudioFormat, string> = {
  wav: 'audio/wav',
  aiff: 'audio/aiff',
  flac: 'audio/flac',
  mp3: 'audio/mpeg',
};

const number = z.coerce.number().finite().optional().catch(undefined);
const ffprobeSchema = z.object({
  streams: z
    .array(
      z.object({
        codec_name: z.string(),
        sample_rate: number,
        channels: number,
        bits_per_sample: number,
        bits_per_raw_sample: number,
        duration: number,
      }),
    )
    .min(1),
  format: z.object({ duration: number }).optional(),
});

/**
 * Reads the stream parameters with ffprobe, or, where there is none (the npm-bundled ffmpeg),
 * with music-metadata. Null when the header cannot be read.
 */
export async function probeAudio(
  tool: FfmpegTool,
  filePath: string,
  format: AudioFormat,
  timeoutMs: number,
): Promise<AudioStreamInfo | null> {
  const info = tool.ffprobePath
    ? await probeWithFfprobe(tool.ffprobePath, filePath, format, timeoutMs)
    : await probeWithMusicMetadata(filePath, format);
  if (!info || !(info.sampleRate > 0) || !(info.channels > 0)) return null;
  return info;
}

async function probeWithFfprobe(
  ffprobe: string,
  filePath: string,
  format: AudioFormat,
  timeoutMs: number,
): Promise<AudioStreamInfo | null> {
  const run = await runTool(
    ffprobe,
    [
      ...['-v', 'error', '-hide_banner', '-protocol_whitelist', 'file', '-f', demuxers[format]],
      ...['-select_streams', 'a:0', '-of', 'json'],
      ...[
        '-show_entries',
        'stream=codec_name,sample_rate,channels,bits_per_sample,bits_per_raw_sample,duration:format=duration',
      ],
      `file:${filePath}`,
    ],
    { timeoutMs },
  );
  if (run.exitCode !== 0) return null;
  let json: unknown;
  try {
    json = JSON.parse(run.stdout.toString());
  } catch {
    return null;
  }
  const parsed = ffprobeSchema.safeParse(json);
  if (!parsed.success) return null;
  const stream = parsed.data.streams[0]!;
  const lossless = stream.codec_name === 'flac' || stream.codec_name.startsWith('pcm_');
  // PCM carries its depth in bits_per_sample, FLAC in bits_per_raw_sample.
  const bits = stream.bits_per_raw_sample || stream.bits_per_sample;
  return {
    codec: stream.codec_name,
    sampleRate: stream.sample_rate ?? 0,
    bitDepth: lossless && bits ? bits : null,
    channels: stream.channels ?? 0,
    headerSeconds: stream.duration ?? parsed.data.format?.duration ?? null,
  };
}

async function probeWithMusicMetadata(
  filePath: string,
  format: AudioFormat,
): Promise<AudioStreamInfo | null> {
  const { size } = await stat(filePath);
  const stream = createReadStream(filePath);
  try {
    // The MIME type comes from the sniffed bytes; music-metadata would otherwise trust the
    // file name's extension.
    const { format: header } = await parseStream(
      stream,
      { mimeType: mimeTypes[format], size },
      { duration: false, skipCovers: true },
    );
    const lossless = format !== 'mp3';
    return {
      codec: format === 'mp3' ? 'mp3' : format === 'flac' ? 'flac' : 'pcm',
      sampleRate: header.sampleRate ?? 0,
      bitDepth: lossless ? (header.bitsPerSample ?? null) : null,
      channels: header.numberOfChannels ?? 0,
      headerSeconds: header.duration ?? null,
    };
  } catch {
    return null;
  } finally {
    stream.destroy();
  }
}
