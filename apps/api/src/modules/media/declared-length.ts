import { open, type FileHandle } from 'node:fs/promises';
import type { AudioFormat } from './media-limits.ts';

/** Chunks before the audio (fmt, LIST, bext, iXML, JUNK…) are few; stop looking after this. */
const maxChunks = 64;

/**
 * The number of sample frames a lossless file's own header announces: the WAV data chunk (or
 * RF64's ds64), AIFF's COMM chunk or FLAC's STREAMINFO. Comparing it with what decodes tells a
 * truncated file, which ffprobe would size from the bytes that are there. Null when the header
 * does not say (a streamed WAV, a FLAC without a total) and for MP3.
 */
export async function readDeclaredFrames(
  filePath: string,
  format: AudioFormat,
): Promise<number | null> {
  if (format === 'mp3') return null;
  const file = await open(filePath, 'r');
  try {
    if (format === 'flac') return await flacFrames(file);
    return format === 'wav' ? await wavFrames(file) : await aiffFrames(file);
  } finally {
    await file.close();
  }
}

async function read(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

async function wavFrames(file: FileHandle): Promise<number | null> {
  let blockAlign = 0;
  let longDataSize: number | null = null; // RF64 keeps the real size in ds64
  for (let position = 12, i = 0; i < maxChunks; i++) {
    const header = await read(file, position, 8);
    if (header.length < 8) return null;
    const id = header.toString('latin1', 0, 4);
    const size = header.readUInt32LE(4);
    const body = position + 8;
    if (id === 'ds64') longDataSize = Number((await read(file, body + 8, 8)).readBigUInt64LE(0));
    if (id === 'fmt ') blockAlign = (await read(file, body + 12, 2)).readUInt16LE(0);
    if (id === 'data') {
      const bytes = size === 0xffffffff ? longDataSize : size;
      return bytes && blockAlign ? Math.floor(bytes / blockAlign) : null;
    }
    position = body + size + (size % 2);
  }
  return null;
}

async function aiffFrames(file: FileHandle): Promise<number | null> {
  for (let position = 12, i = 0; i < maxChunks; i++) {
    const header = await read(file, position, 8);
    if (header.length < 8) return null;
    const size = header.readUInt32BE(4);
    if (header.toString('latin1', 0, 4) === 'COMM') {
      const frames = await read(file, position + 10, 4); // after the channel count
      return frames.length === 4 ? frames.readUInt32BE(0) || null : null;
    }
    position += 8 + size + (size % 2);
  }
  return null;
}

async function flacFrames(file: FileHandle): Promise<number | null> {
  // "fLaC", a 4-byte block header, then STREAMINFO: the total is its last 36 bits before MD5.
  const info = await read(file, 0, 8 + 18);
  if (info.length < 26 || info.toString('latin1', 0, 4) !== 'fLaC' || (info[4]! & 0x7f) !== 0) {
    return null;
  }
  const total = (info[21]! & 0x0f) * 2 ** 32 + info.readUInt32BE(22);
  return total || null;
}
