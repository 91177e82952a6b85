import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { masteringLimits, type MasteringPreset } from '@soundpost/contracts/mastering';
import { resolveFfmpeg, type FfmpegTool } from '../../lib/ffmpeg.ts';
import { convertAudio, referenceLufs, runFfmpeg } from '../media/audio-fixtures.ts';
import { analyzeMix, type MixSource } from './analyze-mix.ts';
import { presetCurve, targetsFor } from './derive-chain.ts';
import { masterAudio } from './master-audio.ts';
import { loudHarshMix, quietDullMix } from './mastering-test-kit.ts';
import { presetTargets } from './mastering-presets.ts';
import { spectralTilt } from './mix-meter.ts';

let dir: string;
let ffmpeg: FfmpegTool;
const path = (name: string) => join(dir, name);
const source = (name: string): MixSource => ({
  path: path(name),
  format: 'wav',
  sampleRate: 44_100,
  channels: 2,
});
const limits = { timeoutMs: 120_000 };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'soundpost-mastering-'));
  ffmpeg = await resolveFfmpeg();
  await Promise.all([
    quietDullMix(ffmpeg, path('dull.wav')),
    loudHarshMix(ffmpeg, path('harsh.wav')),
  ]);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function master(name: string, preset: MasteringPreset) {
  const workDir = await mkdtemp(join(dir, 'work-'));
  const outputs = {
    wav24: join(workDir, 'm24.wav'),
    wav16: join(workDir, 'm16.wav'),
    mp3: join(workDir, 'm.mp3'),
  };
  const run = await masterAudio(ffmpeg, {
    ...limits,
    source: source(name),
    targets: targetsFor(presetTargets[preset]),
    workDir,
    outputs,
  });
  return { run, outputs };
}

describe('the fixtures', () => {
  it('are the mixes the tests say: one quiet and dull, one loud and harsh', async () => {
    const dull = await analyzeMix(ffmpeg, source('dull.wav'), limits);
    const harsh = await analyzeMix(ffmpeg, source('harsh.wav'), limits);
    expect(dull.integratedLufs).toBeLessThan(-22);
    expect(harsh.integratedLufs).toBeGreaterThan(-10);
    expect(spectralTilt(dull.bands)).toBeLessThan(-6);
    expect(spectralTilt(harsh.bands)).toBeGreaterThan(0);
    expect(dull.correlation).toBeGreaterThan(0.5);
    expect(dull.correlation).toBeLessThan(0.95);
  });
});

describe('masterAudio', () => {
  for (const [name, preset] of [
    ['dull.wav', 'balanced'],
    ['harsh.wav', 'balanced'],
    ['dull.wav', 'warm'],
    ['harsh.wav', 'bright'],
  ] as const) {
    it(`lands ${name} (${preset}) on -14 LUFS ±0.5, at most -1 dBTP, its tilt toward the target`, async () => {
      const { run, outputs } = await master(name, preset);
      const target = presetCurve(presetTargets[preset]);
      const { after, before } = run;
      expect(Math.abs(after.integratedLufs! - masteringLimits.targetLufs)).toBeLessThanOrEqual(0.5);
      expect(after.truePeakDbtp!).toBeLessThanOrEqual(masteringLimits.maxTruePeakDbtp);
      const distance = (bands: number[]) => Math.abs(spectralTilt(bands) - spectralTilt(target));
      expect(distance(after.bands)).toBeLessThan(distance(before.bands) - 0.5);
      // ffmpeg's own meter, in a run of its own, on the delivered 24-bit file agrees.
      expect(Math.abs((await referenceLufs(ffmpeg, outputs.wav24)) - -14)).toBeLessThanOrEqual(0.5);
      for (const file of Object.values(outputs)) expect((await stat(file)).size).toBeGreaterThan(0);
    });
  }
});

describe('a reference track', () => {
  it('gives its loudness and spectral balance to the master (the matchering approach)', async () => {
    const reference = await analyzeMix(ffmpeg, source('dull.wav'), limits);
    const workDir = await mkdtemp(join(dir, 'work-'));
    const targets = targetsFor(presetTargets.balanced, reference);
    const run = await masterAudio(ffmpeg, {
      ...limits,
      source: source('harsh.wav'),
      targets,
      workDir,
      outputs: { wav16: join(workDir, 'm16.wav') },
    });
    // The dull reference sits at about -27 LUFS: the target is bounded to -20.
    expect(targets.lufs).toBe(-20);
    expect(Math.abs(run.after.integratedLufs! - -20)).toBeLessThanOrEqual(0.5);
    expect(run.after.truePeakDbtp!).toBeLessThanOrEqual(-1);
    const gap = (bands: number[]) => Math.abs(spectralTilt(bands) - spectralTilt(reference.bands));
    expect(gap(run.after.bands)).toBeLessThan(gap(run.before.bands));
  });
});

describe('a preview loop', () => {
  it('masters only the 30 s window it is given, mono staying mono', async () => {
    await quietDullMix(ffmpeg, path('long.wav'), 45);
    const workDir = await mkdtemp(join(dir, 'work-'));
    const mono = {
      path: path('mono.wav'),
      format: 'wav' as const,
      sampleRate: 44_100,
      channels: 1,
    };
    await convertAudio(ffmpeg, path('long.wav'), mono.path, ['-ac', '1']);
    const run = await masterAudio(ffmpeg, {
      ...limits,
      source: { ...mono, startSeconds: 10, durationSeconds: 30 },
      targets: targetsFor(presetTargets.open),
      workDir,
      outputs: { mp3: join(workDir, 'loop.mp3') },
    });
    expect(run.chain.width).toBe(1);
    expect(run.after.correlation).toBeNull();
    expect(Math.abs(run.after.integratedLufs! - -14)).toBeLessThanOrEqual(0.5);
    const probe = await runFfmpeg(ffmpeg, ['-i', join(workDir, 'loop.mp3'), '-f', 'null', '-']);
    expect(probe).toMatch(/mono/);
    expect(probe).toMatch(/time=00:00:(29|30)/);
  });
});

describe('an MP3 input', () => {
  it('is decoded by its own demuxer, its loop cut where asked', async () => {
    const mp3 = path('dull.mp3');
    await convertAudio(ffmpeg, path('dull.wav'), mp3, ['-c:a', 'libmp3lame', '-b:a', '192k']);
    const workDir = await mkdtemp(join(dir, 'work-'));
    const run = await masterAudio(ffmpeg, {
      ...limits,
      source: {
        ...source('dull.wav'),
        path: mp3,
        format: 'mp3',
        startSeconds: 5,
        durationSeconds: 10,
      },
      targets: targetsFor(presetTargets.punchy),
      workDir,
      outputs: { wav24: join(workDir, 'loop.wav') },
    });
    expect(Math.abs(run.after.integratedLufs! - -14)).toBeLessThanOrEqual(0.5);
    expect(run.after.truePeakDbtp!).toBeLessThanOrEqual(-1);
    const probe = await runFfmpeg(ffmpeg, ['-i', join(workDir, 'loop.wav'), '-f', 'null', '-']);
    expect(probe).toMatch(/pcm_s24le/);
    expect(probe).toMatch(/time=00:00:(09|10)/);
  });
});
