// Audio QC of a 10-minute 44.1 kHz stereo 16-bit WAV against a plain `ffmpeg -i file -f null -`
// decode of the same file, in the same run: three of each, interleaved so load from other
// processes hits both alike, medians compared. DESIGN budget: QC within 2x the decode.
// Prints figures; it is not a test. FFMPEG_PATH chooses the ffmpeg, as in the app;
// BENCH_AUDIO_SECONDS and BENCH_RUNS shrink it (the smoke run, scripts/bench-smoke.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeFfmpeg, load, resolveFfmpeg, runTool, type FfmpegTool } from './ffmpeg.ts';
import { median, seconds, show } from './timing.ts';

type AudioQc = {
  analyzeAudio: (
    file: string,
    opts: { ffmpeg: FfmpegTool },
  ) => Promise<{ ok: boolean; reason?: string }>;
};
const { analyzeAudio } = (await load('../apps/api/src/modules/media/audio-qc.ts')) as AudioQc;

const runs = Number(process.env.BENCH_RUNS ?? 3);
const durationSeconds = Number(process.env.BENCH_AUDIO_SECONDS ?? 600);

async function ffmpeg(tool: FfmpegTool, args: string[]) {
  const run = await runTool(tool.ffmpegPath, ['-hide_banner', '-nostdin', '-y', ...args], {
    timeoutMs: 600_000,
  });
  if (run.exitCode !== 0) throw new Error(run.stderr);
}

const tool = await resolveFfmpeg(process.env.FFMPEG_PATH || undefined);
console.log(describeFfmpeg(tool).message);
const dir = await mkdtemp(join(tmpdir(), 'soundpost-bench-media-'));
try {
  // Two independent pink noises, one per channel: broadband, like music, and never silent.
  const file = join(dir, 'noise.wav');
  const noise = (seed: number) => `anoisesrc=c=pink:r=44100:a=0.3:d=${durationSeconds}:s=${seed}`;
  await ffmpeg(tool, [
    ...['-v', 'error', '-f', 'lavfi', '-i', noise(1), '-f', 'lavfi', '-i', noise(2)],
    ...['-filter_complex', '[0][1]amerge=inputs=2', '-c:a', 'pcm_s16le', file],
  ]);
  const decode = () => ffmpeg(tool, ['-v', 'error', '-i', file, '-f', 'null', '-']);
  // For reference: the dearest single measurement in the QC graph, on its own.
  const loudness = () =>
    ffmpeg(tool, ['-v', 'error', '-i', file, '-af', 'ebur128=peak=true', '-f', 'null', '-']);
  await decode(); // warm the page cache

  const times = { decode: [] as number[], qc: [] as number[], loudness: [] as number[] };
  for (let i = 0; i < runs; i++) {
    times.decode.push(await seconds(decode));
    times.qc.push(
      await seconds(async () => {
        const analysis = await analyzeAudio(file, { ffmpeg: tool });
        if (!analysis.ok) throw new Error(`QC could not read the file: ${analysis.reason}`);
      }),
    );
    times.loudness.push(await seconds(loudness));
  }
  console.log(`${durationSeconds} s 44.1 kHz stereo 16-bit WAV, ${runs} runs each`);
  show('decode (ffmpeg -i file -f null -)', times.decode);
  show('analyzeAudio', times.qc);
  show('ebur128=peak=true alone', times.loudness);
  console.log(
    `budget 2.00, ebur128 alone is ${(median(times.loudness) / median(times.decode)).toFixed(2)}x the decode`,
  );
  console.log(`ratio ${(median(times.qc) / median(times.decode)).toFixed(2)}`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
