import { spawn } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The ffmpeg (and ffprobe, when there is one) that media work runs, found once at start-up. */
export type FfmpegTool = {
  ffmpegPath: string;
  /** Null with the npm-bundled build, which ships no ffprobe; probing then falls back. */
  ffprobePath: string | null;
  source: 'explicit' | 'path' | 'bundled';
  version: string;
  /** The npm-bundled static build from 2018: fine as a fallback, not for untrusted uploads. */
  bundled: boolean;
  /** ffmpeg >= 4.4 lets astats skip the statistics nobody reads, which makes it 3x cheaper. */
  astatsMeasure: boolean;
};

export type RunOptions = {
  timeoutMs: number;
  /** Buffered stdout beyond this kills the process (default 1 MiB). */
  maxStdoutBytes?: number;
  /** Streams stdout to a callback instead of buffering it. */
  onStdout?: (chunk: Buffer) => void;
  /** Receives every stderr line, cut to 1,000 characters. */
  onStderrLine?: (line: string) => void;
  signal?: AbortSignal;
};

export type ToolRun = {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  stdout: Buffer;
  /** The last 64 KiB of stderr, for diagnostics. */
  stderr: string;
};

type ToolFailure =
  'not_found' | 'spawn_failed' | 'timeout' | 'output_limit' | 'aborted' | 'sink_failed';

/** A child process that could not run to its end; a non-zero exit code is not one of these. */
export class ToolError extends Error {
  readonly reason: ToolFailure;
  constructor(reason: ToolFailure, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ToolError';
    this.reason = reason;
  }
}

const stderrTailChars = 64 * 1024;
const maxLineChars = 1000;

/** Runs a program without a shell, killing it at the time limit or when its output overflows. */
export function runTool(file: string, args: readonly string[], opts: RunOptions): Promise<ToolRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe'], shell: false });
    let failure: ToolError | undefined;
    const stop = (error: ToolError) => {
      failure ??= error;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(
      () => stop(new ToolError('timeout', `${file} ran over ${opts.timeoutMs} ms`)),
      opts.timeoutMs,
    );
    const onAbort = () => stop(new ToolError('aborted', `${file} was cancelled`));
    if (opts.signal?.aborted) onAbort();
    opts.signal?.addEventListener('abort', onAbort, { once: true });

    const stdout: Buffer[] = [];
    let stdoutBytes = 0;
    const maxStdout = opts.maxStdoutBytes ?? 1024 * 1024;
    child.stdout.on('data', (chunk: Buffer) => {
      if (failure) return;
      if (opts.onStdout) {
        try {
          opts.onStdout(chunk);
        } catch (cause) {
          stop(new ToolError('sink_failed', `reading the output of ${file} failed`, { cause }));
        }
        return;
      }
      stdoutBytes += chunk.length;
      if (stdoutBytes > maxStdout) {
        stop(new ToolError('output_limit', `${file} wrote over ${maxStdout} bytes`));
      } else stdout.push(chunk);
    });

    let stderr = '';
    const lines = lineSplitter(opts.onStderrLine);
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text: string) => {
      stderr = (stderr + text).slice(-stderrTailChars);
      if (failure) return;
      try {
        lines.push(text);
      } catch (cause) {
        stop(new ToolError('sink_failed', `reading the log of ${file} failed`, { cause }));
      }
    });

    let settled = false;
    const settle = (exitCode: number | null, signal: NodeJS.Signals | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
      try {
        lines.end();
      } catch (cause) {
        failure ??= new ToolError('sink_failed', `reading the log of ${file} failed`, { cause });
      }
      if (failure) reject(failure);
      else resolve({ exitCode, signal, stdout: Buffer.concat(stdout), stderr });
    };
    child.on('error', (error: NodeJS.ErrnoException) => {
      failure ??=
        error.code === 'ENOENT'
          ? new ToolError('not_found', `${file} was not found`, { cause: error })
          : new ToolError('spawn_failed', `${file} could not start`, { cause: error });
      // A process that never started emits no reliable 'close'.
      if (child.pid === undefined) settle(null, null);
    });
    child.on('close', settle);
  });
}

/** Cuts streamed text into lines of bounded length, so a runaway line cannot grow memory. */
function lineSplitter(onLine?: (line: string) => void) {
  let partial = '';
  let overflow = false;
  return {
    push(text: string) {
      if (!onLine) return;
      const parts = text.split(/\r\n|\n|\r/);
      for (let i = 0; i < parts.length; i++) {
        const last = i === parts.length - 1;
        if (!overflow) partial += parts[i];
        if (partial.length > maxLineChars) {
          partial = partial.slice(0, maxLineChars);
          overflow = true;
        }
        if (last) break;
        onLine(partial);
        partial = '';
        overflow = false;
      }
    },
    end() {
      if (onLine && partial) onLine(partial);
      partial = '';
    },
  };
}

/**
 * Finds the ffmpeg to use: the explicit path (FFMPEG_PATH, passed in by the caller), else
 * `ffmpeg` on the PATH, else the npm-bundled build. ffprobe is taken from the same place.
 */
export async function resolveFfmpeg(explicitPath?: string): Promise<FfmpegTool> {
  const bundledPath = findBundledFfmpeg();
  if (explicitPath) {
    const version = await readVersion(explicitPath, 'ffmpeg').catch((cause: unknown) => {
      throw new Error(`FFMPEG_PATH (${explicitPath}) does not run ffmpeg`, { cause });
    });
    const sibling = explicitPath.includes('/') ? join(dirname(explicitPath), 'ffprobe') : null;
    return describeTool(explicitPath, 'explicit', version, sibling, bundledPath);
  }
  try {
    const version = await readVersion('ffmpeg', 'ffmpeg');
    return describeTool('ffmpeg', 'path', version, 'ffprobe', bundledPath);
  } catch (error) {
    if (!(error instanceof ToolError && error.reason === 'not_found')) throw error;
  }
  if (!bundledPath) throw new Error('No ffmpeg: set FFMPEG_PATH or install ffmpeg');
  return describeTool(bundledPath, 'bundled', await readVersion(bundledPath, 'ffmpeg'), null, null);
}

async function describeTool(
  ffmpegPath: string,
  source: FfmpegTool['source'],
  version: string,
  ffprobeCandidate: string | null,
  bundledPath: string | null,
): Promise<FfmpegTool> {
  const ffprobePath = ffprobeCandidate
    ? await readVersion(ffprobeCandidate, 'ffprobe').then(
        () => ffprobeCandidate,
        () => null,
      )
    : null;
  const help = await runTool(ffmpegPath, ['-hide_banner', '-h', 'filter=astats'], {
    timeoutMs: 10_000,
  });
  return {
    ffmpegPath,
    ffprobePath,
    source,
    version,
    bundled: source === 'bundled' || (bundledPath !== null && samePath(ffmpegPath, bundledPath)),
    astatsMeasure: help.stdout.toString().includes('measure_overall'),
  };
}

async function readVersion(path: string, program: 'ffmpeg' | 'ffprobe'): Promise<string> {
  const run = await runTool(path, ['-hide_banner', '-version'], { timeoutMs: 10_000 });
  const match = new RegExp(`^${program} version (\\S+)`).exec(run.stdout.toString());
  if (run.exitCode !== 0 || !match?.[1]) throw new Error(`${path} is not ${program}`);
  return match[1];
}

function findBundledFfmpeg(): string | null {
  const require = createRequire(import.meta.url);
  try {
    return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  } catch {
    return null; // the package throws (a string) on platforms it has no binary for
  }
}

function samePath(a: string, b: string): boolean {
  try {
    return realpathSync(a) === realpathSync(b);
  } catch {
    return false;
  }
}

/** One log line naming the ffmpeg in use; a warning when it is the bundled 2018 build. */
export function describeFfmpeg(tool: FfmpegTool): { level: 'info' | 'warn'; message: string } {
  const where = { explicit: 'FFMPEG_PATH', path: 'the PATH', bundled: 'the npm package' }[
    tool.source
  ];
  const probe = tool.ffprobePath ? 'with ffprobe' : 'without ffprobe';
  if (tool.bundled) {
    return {
      level: 'warn',
      message:
        `ffmpeg ${tool.version} from ${where} (${tool.ffmpegPath}) is the npm-bundled 2018 ` +
        `build, ${probe}: fine for a first run, but untrusted uploads deserve a maintained ` +
        'build: install ffmpeg or set FFMPEG_PATH',
    };
  }
  return {
    level: 'info',
    message: `ffmpeg ${tool.version} from ${where} (${tool.ffmpegPath}), ${probe}`,
  };
}
