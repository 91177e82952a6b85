import { open } from 'node:fs/promises';
import type { AudioFormat } from './media-limits.ts';

const headBytes = 16;
const frameProbeBytes = 4096;

/**
 * The audio format the file's bytes declare (never its name): WAV (RIFF, RF64, BW64), AIFF or
 * AIFC, FLAC, or MP3 (after an optional ID3v2 tag, two consecutive MPEG Layer III frame headers
 * within the first 4 KiB). Null for anything else, including files too short to tell.
 */
export async function sniffAudioFormat(filePath: string): Promise<AudioFormat | null> {
  const file = await open(filePath, 'r');
  try {
    const head = await readAt(file, 0, headBytes);
    const tag = ascii(head, 0, 4);
    const kind = ascii(head, 8, 12);
    if (['RIFF', 'RF64', 'BW64'].includes(tag) && kind === 'WAVE') return 'wav';
    if (tag === 'FORM' && (kind === 'AIFF' || kind === 'AIFC')) return 'aiff';
    if (tag === 'fLaC') return 'flac';

    // ID3v2 tags (on MP3, sometimes on FLAC) come first; their size is four 7-bit bytes.
    let offset = 0;
    if (ascii(head, 0, 3) === 'ID3' && head.length >= 10) {
      const size = ((head[6]! & 0x7f) << 21) | ((head[7]! & 0x7f) << 14);
      offset = 10 + (size | ((head[8]! & 0x7f) << 7) | (head[9]! & 0x7f));
      if (head[5]! & 0x10) offset += 10; // footer
    }
    const body = await readAt(file, offset, frameProbeBytes);
    if (offset > 0 && ascii(body, 0, 4) === 'fLaC') return 'flac';
    // Encoders and taggers may leave some junk before the first frame; ffmpeg skips it too.
    for (let at = 0; at + 4 <= body.length; at++) {
      const length = mp3FrameLength(body, at);
      if (length !== null && mp3FrameLength(body, at + length) !== null) return 'mp3';
    }
    return null;
  } finally {
    await file.close();
  }
}

async function readAt(file: Awaited<ReturnType<typeof open>>, position: number, length: number) {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

const ascii = (buffer: Buffer, start: number, end: number) =>
  buffer.subarray(start, end).toString('latin1');

// kbit/s by bitrate index, for MPEG-1 and for MPEG-2/2.5 Layer III.
const bitratesV1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const bitratesV2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const sampleRates = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

/** Length of the MPEG Layer III frame whose header starts at `at`, or null if none does. */
function mp3FrameLength(buffer: Buffer, at: number): number | null {
  if (at + 4 > buffer.length) return null;
  const [b0, b1, b2] = [buffer[at]!, buffer[at + 1]!, buffer[at + 2]!];
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 3; // 3 = MPEG-1, 2 = MPEG-2, 0 = MPEG-2.5, 1 = reserved
  const layer = (b1 >> 1) & 3; // 1 = Layer III
  if (version === 1 || layer !== 1) return null;
  const kbps = (version === 3 ? bitratesV1 : bitratesV2)[b2 >> 4];
  const rate = sampleRates[version as 0 | 2 | 3][(b2 >> 2) & 3];
  if (!kbps || !rate) return null; // free format, bad index or reserved rate
  const padding = (b2 >> 1) & 1;
  return Math.floor(((version === 3 ? 144 : 72) * kbps * 1000) / rate) + padding;
}
