// Test media made on the spot with ffmpeg's lavfi sources, never downloaded (DESIGN: Testing).
import { runTool, type FfmpegTool } from '../../lib/ffmpeg.ts';

/** A lavfi sine source; ffmpeg's sine is at -18 dBFS. */
export const sine = (frequency: number, seconds: number) =>
  `sine=f=${frequency}:r=44100:d=${seconds}`;

/** Runs ffmpeg with the given arguments, failing loudly. */
export async function runFfmpeg(tool: FfmpegTool, args: string[]): Promise<string> {
  const run = await runTool(tool.ffmpegPath, ['-hide_banner', '-y', ...args], {
    timeoutMs: 60_000,
  });
  if (run.exitCode !== 0) throw new Error(run.stderr);
  return run.stderr;
}

/** Writes `file` from lavfi sources joined by a filter graph; `output` sets codec and format. */
export function generateAudio(
  tool: FfmpegTool,
  file: string,
  sources: string[],
  filter: string,
  output: string[],
) {
  const inputs = sources.flatMap((source) => ['-f', 'lavfi', '-i', source]);
  return runFfmpeg(tool, ['-v', 'error', ...inputs, '-filter_complex', filter, ...output, file]);
}

/** Re-encodes `from` into `to` with the given output options. */
export function convertAudio(tool: FfmpegTool, from: string, to: string, options: string[] = []) {
  return runFfmpeg(tool, ['-v', 'error', '-i', from, ...options, to]);
}

/** Integrated loudness as ffmpeg's own ebur128 filter reports it, in a run of its own. */
export async function referenceLufs(tool: FfmpegTool, file: string): Promise<number> {
  const log = await runFfmpeg(tool, ['-nostats', '-i', file, '-af', 'ebur128', '-f', 'null', '-']);
  return Number([...log.matchAll(/I:\s+(-?[\d.]+) LUFS/g)].at(-1)?.[1]);
}
