// bench/ is a TypeScript project of its own (rootDir bench/), so the API's modules are loaded
// at run time instead of imported; the types mirror the few functions the benches use.

/** Loads one of the project's modules by its path from bench/. */
export const load = (path: string): Promise<unknown> => import(new URL(path, import.meta.url).href);

export type FfmpegTool = { ffmpegPath: string };
type FfmpegLib = {
  resolveFfmpeg: (explicitPath?: string) => Promise<FfmpegTool>;
  describeFfmpeg: (tool: FfmpegTool) => { message: string };
  runTool: (
    file: string,
    args: string[],
    opts: { timeoutMs: number },
  ) => Promise<{ exitCode: number | null; stderr: string }>;
};

/** The API's ffmpeg helpers (apps/api/src/lib/ffmpeg.ts). */
export const { resolveFfmpeg, describeFfmpeg, runTool } = (await load(
  '../apps/api/src/lib/ffmpeg.ts',
)) as FfmpegLib;
