// The final master of a 4-minute 44.1 kHz stereo 16-bit WAV (analysis, EQ/compression/width
// pass, 4x oversampled limiter, WAV 24 + WAV 16 + MP3 320 written and measured) against a plain
// `ffmpeg -i file -f null -` decode of the same file, in the same run, interleaved so load from
// other processes hits both alike; medians compared. The issue sets no budget: it asks for the
// ratio (decision 046). Prints figures; it is not a test. FFMPEG_PATH chooses the ffmpeg, as in
// the app; BENCH_AUDIO_SECONDS and BENCH_RUNS shrink it (the smoke run, scripts/bench-smoke.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeFfmpeg, load, resolveFfmpeg, runTool, type FfmpegTool } from './ffmpeg.ts';
import { median, seconds, show } from './timing.ts';

type Figures = { integratedLufs: number | null; truePeakDbtp: number | null; bands: number[] };
type MasterRun = { before: Figures; after: Figures; limiterPasses: number };
type Engine = {
  masterAudio: (
    tool: FfmpegTool,
    opts: {
      timeoutMs: number;
      source: { path: string; format: 'wav'; sampleRate: number; channels: number };
      targets: unknown;
      workDir: string;
      outputs: { wav24?: string; wav16?: string; mp3?: string };
      onProgress?: (percent: number) => void;
    },
  ) => Promise<MasterRun>;
};
type Chain = { targetsFor: (preset: unknown) => unknown };
type Presets = { presetTargets: Record<string, unknown> };
type Kit = { benchTrack: (tool: FfmpegTool, file: string, seconds: number) => Promise<unknown> };
type Meter = { spectralTilt: (bands: number[]) => number };

const api = '../apps/api/src/';
const mastering = `${api}modules/mastering/`;
const { masterAudio } = (await load(`${mastering}master-audio.ts`)) as Engine;
const { targetsFor } = (await load(`${mastering}derive-chain.ts`)) as Chain;
const { presetTargets } = (await load(`${mastering}mastering-presets.ts`)) as Presets;
const { benchTrack } = (await load(`${mastering}mastering-test-kit.ts`)) as Kit;
const { spectralTilt } = (await load(`${mastering}mix-meter.ts`)) as Meter;

const runs = Number(process.env.BENCH_RUNS ?? 3);
const durationSeconds = Number(process.env.BENCH_AUDIO_SECONDS ?? 240);

const tool = await resolveFfmpeg(process.env.FFMPEG_PATH || undefined);
console.log(describeFfmpeg(tool).message);
const dir = await mkdtemp(join(tmpdir(), 'soundpost-bench-mastering-'));
try {
  const file = join(dir, 'track.wav');
  await benchTrack(tool, file, durationSeconds);
  const decode = async () => {
    const run = await runTool(tool.ffmpegPath, ['-v', 'error', '-i', file, '-f', 'null', '-'], {
      timeoutMs: 600_000,
    });
    if (run.exitCode !== 0) throw new Error(run.stderr);
  };
  await decode(); // warm the page cache

  const times = { decode: [] as number[], master: [] as number[] };
  const stages: number[][] = [];
  let last: MasterRun | undefined;
  for (let i = 0; i < runs; i++) {
    times.decode.push(await seconds(decode));
    const workDir = await mkdtemp(join(dir, 'work-'));
    const marks: number[] = [];
    const started = performance.now();
    times.master.push(
      await seconds(async () => {
        last = await masterAudio(tool, {
          timeoutMs: 600_000,
          source: { path: file, format: 'wav', sampleRate: 44_100, channels: 2 },
          targets: targetsFor(presetTargets.balanced),
          workDir,
          outputs: {
            wav24: join(workDir, 'm24.wav'),
            wav16: join(workDir, 'm16.wav'),
            mp3: join(workDir, 'm.mp3'),
          },
          onProgress: () => void marks.push((performance.now() - started) / 1000),
        });
      }),
    );
    stages.push(marks.map((mark, j) => mark - (marks[j - 1] ?? 0)));
    await rm(workDir, { recursive: true, force: true });
  }
  console.log(
    `${durationSeconds} s 44.1 kHz stereo 16-bit WAV, preset balanced, ${runs} runs each`,
  );
  show('decode (ffmpeg -i file -f null -)', times.decode);
  show('final master (masterAudio)', times.master);
  const stageNames = ['analysis', 'EQ/compression/width', 'limiter passes', 'outputs + measure'];
  console.log(
    `stages of the median run: ${stageNames
      .map(
        (name, j) =>
          `${name} ${(stages[times.master.indexOf(median(times.master))]![j] ?? 0).toFixed(2)} s`,
      )
      .join(', ')}`,
  );
  if (last) {
    const { before, after } = last;
    console.log(
      `before ${before.integratedLufs} LUFS ${before.truePeakDbtp} dBTP tilt ${spectralTilt(before.bands)} dB/oct; ` +
        `after ${after.integratedLufs} LUFS ${after.truePeakDbtp} dBTP tilt ${spectralTilt(after.bands)} dB/oct; ` +
        `${last.limiterPasses} limiter pass(es)`,
    );
  }
  console.log(`ratio ${(median(times.master) / median(times.decode)).toFixed(2)}`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
