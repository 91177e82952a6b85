import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFfmpeg, type FfmpegTool } from '../../lib/ffmpeg.ts';
import { convertAudio, generateAudio, referenceLufs, sine } from './audio-fixtures.ts';
import { analyzeAudio, judgeAudio } from './audio-qc.ts';

let dir: string;
let ffmpeg: FfmpegTool;
const path = (name: string) => join(dir, name);
const analyze = (name: string, tool = ffmpeg) => analyzeAudio(path(name), { ffmpeg: tool });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'soundpost-audio-faults-'));
  ffmpeg = await resolveFfmpeg();
  const pcm = ['-c:a', 'pcm_s16le'];
  const stereo = '[0][1]amerge=inputs=2';
  await Promise.all([
    generateAudio(ffmpeg, path('tone.wav'), [sine(220, 70), sine(1760, 70)], stereo, pcm),
    generateAudio(ffmpeg, path('tone.flac'), [sine(220, 70), sine(1760, 70)], stereo, []),
    generateAudio(ffmpeg, path('tone.mp3'), [sine(220, 70)], 'anull', ['-b:a', '128k']),
    generateAudio(ffmpeg, path('clipped.wav'), [sine(100, 70)], 'volume=30dB', pcm),
    generateAudio(ffmpeg, path('noise.wav'), ['anoisesrc=c=pink:r=44100:a=0.3:d=70:s=7'], 'anull', [
      ...['-ac', '2', ...pcm],
    ]),
  ]);
  // A WAV made from an MP3: the encoder's low-pass survives the conversion.
  await convertAudio(ffmpeg, path('noise.wav'), path('noise.mp3'), ['-b:a', '128k']);
  await convertAudio(ffmpeg, path('noise.mp3'), path('from-mp3.wav'), pcm);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function writeDamaged(name: string, from: string, damage: (bytes: Buffer) => Buffer) {
  await writeFile(path(name), damage(await readFile(path(from))));
}

describe('analyzeAudio on damaged or wrong files', () => {
  it('refuses a WAV cut in half with a garbled header', async () => {
    await writeDamaged('cut.wav', 'tone.wav', (bytes) => {
      const half = Buffer.from(bytes.subarray(0, bytes.length / 2));
      half.write('JUNKJUNKJUNK', 0, 'latin1');
      return half;
    });
    const analysis = await analyze('cut.wav');
    expect(analysis).toEqual({ ok: false, reason: 'unknown_format' });
    expect(judgeAudio(analysis)).toEqual({
      rejections: [{ code: 'audio_unsupported_format', advice: 'audio_unsupported_format_advice' }],
      warnings: [],
    });
  });

  it('refuses a FLAC or WAV cut in half, whose header still announces the full length', async () => {
    const half = (bytes: Buffer) => bytes.subarray(0, bytes.length / 2);
    await writeDamaged('half.flac', 'tone.flac', half);
    await writeDamaged('half.wav', 'tone.wav', half);
    expect(await analyze('half.flac')).toEqual({ ok: false, reason: 'truncated' });
    expect(await analyze('half.wav')).toEqual({ ok: false, reason: 'truncated' });
    expect(judgeAudio({ ok: false, reason: 'truncated' }).rejections).toEqual([
      { code: 'audio_damaged', advice: 'audio_damaged_advice' },
    ]);
  });

  it('refuses an MP3 cut down to a few bytes, and an empty file', async () => {
    await writeDamaged('first-200-bytes.mp3', 'tone.mp3', (bytes) => bytes.subarray(0, 200));
    await writeFile(path('empty.wav'), Buffer.alloc(0));
    expect(await analyze('first-200-bytes.mp3')).toEqual({ ok: false, reason: 'unknown_format' });
    expect(await analyze('empty.wav')).toEqual({ ok: false, reason: 'unknown_format' });
  });

  it('refuses a FLAC whose audio frames are garbage', async () => {
    await writeDamaged('garbage.flac', 'tone.flac', (bytes) => {
      const copy = Buffer.from(bytes);
      for (let i = 8192; i < copy.length; i++) copy[i] = (i * 7919) & 0xff;
      return copy;
    });
    expect(await analyze('garbage.flac')).toMatchObject({ ok: false });
  });

  it('refuses a WAV that wraps MP3 audio instead of PCM', async () => {
    const options = ['-c:a', 'libmp3lame', '-f', 'wav'];
    await convertAudio(ffmpeg, path('tone.wav'), path('mp3-inside.wav'), options);
    expect(await analyze('mp3-inside.wav')).toEqual({ ok: false, reason: 'unsupported_codec' });
  });

  it('refuses a PNG named .wav', async () => {
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#000' },
    })
      .png()
      .toBuffer();
    await writeFile(path('picture.wav'), png);
    expect(await analyze('picture.wav')).toEqual({ ok: false, reason: 'unknown_format' });
  });
});

describe('analyzeAudio warnings', () => {
  it('warns about a WAV that was an MP3, and not about the original', async () => {
    const [converted, original] = await Promise.all([
      analyze('from-mp3.wav'),
      analyze('noise.wav'),
    ]);
    if (!converted.ok || !original.ok) throw new Error('not analysed');
    expect(converted.lossySource.detected).toBe(true);
    expect(converted.lossySource.cutoffHz).toBeGreaterThan(15_000);
    expect(judgeAudio(converted).warnings.map((w) => w.code)).toContain('lossy_source');
    expect(original.lossySource).toEqual({ detected: false, cutoffHz: null });
  });

  it('warns about clipping', async () => {
    const analysis = await analyze('clipped.wav');
    if (!analysis.ok) throw new Error('not analysed');
    expect(analysis.clipping.samples).toBeGreaterThan(1000);
    expect(judgeAudio(analysis).warnings.map((w) => w.code)).toEqual([
      'loudness_too_high',
      'clipping',
    ]);
  });
});

describe('analyzeAudio with the npm-bundled ffmpeg (no ffprobe)', () => {
  it('measures the same as the system ffmpeg', async () => {
    const bundled = await resolveFfmpeg((await import('@ffmpeg-installer/ffmpeg')).default.path);
    expect(bundled).toMatchObject({ bundled: true, ffprobePath: null });
    const [analysis, reference] = await Promise.all([
      analyze('tone.wav', bundled),
      referenceLufs(ffmpeg, path('tone.wav')),
    ]);
    expect(analysis).toMatchObject({ ok: true, format: 'wav', codec: 'pcm_s16le', bitDepth: 16 });
    if (!analysis.ok) throw new Error('not analysed');
    expect(Math.abs(analysis.durationSeconds - 70)).toBeLessThanOrEqual(0.1);
    expect(Math.abs(analysis.integratedLufs! - reference)).toBeLessThanOrEqual(0.5);
  });
});
