import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFfmpeg, type FfmpegTool } from '../../lib/ffmpeg.ts';
import { generateAudio, referenceLufs, sine } from './audio-fixtures.ts';
import { analyzeAudio, judgeAudio, type AnalyzedAudio } from './audio-qc.ts';

let dir: string;
let ffmpeg: FfmpegTool;
const path = (name: string) => join(dir, name);

async function analyze(name: string): Promise<AnalyzedAudio> {
  const analysis = await analyzeAudio(path(name), { ffmpeg });
  if (!analysis.ok) throw new Error(`${name} could not be analysed: ${analysis.reason}`);
  return analysis;
}

// One tone per channel, about -15 LUFS with peaks near -16 dBFS: a clean, quiet-ish master.
const clean = [sine(220, 120), sine(1760, 120)];
const cleanFilter = '[0][1]amerge=inputs=2,volume=2dB';
const formats = [
  { format: 'wav', output: ['-c:a', 'pcm_s16le'], codec: 'pcm_s16le', bitDepth: 16 },
  { format: 'flac', output: ['-c:a', 'flac', '-sample_fmt', 's16'], codec: 'flac', bitDepth: 16 },
  { format: 'aiff', output: ['-c:a', 'pcm_s16be'], codec: 'pcm_s16be', bitDepth: 16 },
  { format: 'mp3', output: ['-c:a', 'libmp3lame', '-b:a', '192k'], codec: 'mp3', bitDepth: null },
];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'soundpost-audio-'));
  ffmpeg = await resolveFfmpeg();
  const pcm = ['-c:a', 'pcm_s16le'];
  const withGap = [sine(440, 54), 'anullsrc=r=44100:cl=mono:d=12', sine(440, 54)];
  await Promise.all([
    ...formats.map((f) =>
      generateAudio(ffmpeg, path(`clean.${f.format}`), clean, cleanFilter, f.output),
    ),
    generateAudio(ffmpeg, path('short.wav'), [sine(440, 30)], 'anull', pcm),
    generateAudio(ffmpeg, path('gap.wav'), withGap, '[0][1][2]concat=n=3:v=0:a=1', pcm),
    generateAudio(ffmpeg, path('silent.wav'), ['anullsrc=r=44100:cl=stereo:d=70'], 'anull', pcm),
  ]);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('analyzeAudio and judgeAudio', () => {
  it('rejects a 30-second track as too short, unless it is an intro or outro', async () => {
    const analysis = await analyze('short.wav');
    expect(analysis.durationSeconds).toBeCloseTo(30, 1);
    expect(judgeAudio(analysis).rejections).toEqual([
      {
        code: 'audio_too_short',
        params: { duration: '0:30', min: 1 },
        advice: 'audio_too_short_advice',
      },
    ]);
    expect(judgeAudio(analysis, { introOrOutro: true }).rejections).toEqual([]);
  });

  it('rejects 12 seconds of silence in the middle, with its time', async () => {
    const analysis = await analyze('gap.wav');
    expect(analysis.silences).toEqual([{ start: 54, end: 66 }]);
    expect(judgeAudio(analysis).rejections).toEqual([
      {
        code: 'audio_silence',
        params: { start: '0:54', end: '1:06', max: 10 },
        advice: 'audio_silence_advice',
      },
    ]);
  });

  it('rejects a file that is silent from start to end', async () => {
    const analysis = await analyze('silent.wav');
    expect(analysis.integratedLufs).toBe(-70);
    expect(judgeAudio(analysis).rejections.map((r) => r.code)).toEqual(['audio_silence']);
  });

  for (const f of formats) {
    it(`accepts a clean 2-minute ${f.format}, measured as ebur128 measures it`, async () => {
      const file = `clean.${f.format}`;
      const [analysis, reference] = await Promise.all([
        analyze(file),
        referenceLufs(ffmpeg, path(file)),
      ]);
      expect(analysis).toMatchObject({
        format: f.format,
        codec: f.codec,
        bitDepth: f.bitDepth,
        sampleRate: 44100,
        channels: 2,
        silences: [],
        clipping: { samples: 0, truePeakOver: false },
        lossySource: { detected: false },
      });
      expect(Math.abs(analysis.durationSeconds - 120)).toBeLessThanOrEqual(0.1);
      expect(Math.abs(analysis.integratedLufs! - reference)).toBeLessThanOrEqual(0.5);
      expect(analysis.truePeakDbtp).toBeLessThan(-10);
      expect(analysis.waveform).toHaveLength(800);
      expect(Math.max(...analysis.waveform)).toBeCloseTo(0.16, 1);
      expect(judgeAudio(analysis)).toEqual({ rejections: [], warnings: [] });
    });
  }
});
