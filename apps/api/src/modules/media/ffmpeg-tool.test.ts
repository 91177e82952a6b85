import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { describeFfmpeg, resolveFfmpeg, runTool, ToolError } from '../../lib/ffmpeg.ts';

const bundledPath = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string })
  .path;

describe('resolveFfmpeg and describeFfmpeg', () => {
  it('takes ffmpeg and ffprobe from the PATH when no path is given', async () => {
    const tool = await resolveFfmpeg();
    expect(tool).toMatchObject({ source: 'path', ffprobePath: 'ffprobe', bundled: false });
    const line = describeFfmpeg(tool);
    expect(line.level).toBe('info');
    expect(line.message).toContain(`ffmpeg ${tool.version} from the PATH`);
  });

  it('uses an explicit path, and warns when it is the bundled 2018 build', async () => {
    const tool = await resolveFfmpeg(bundledPath);
    expect(tool).toMatchObject({ source: 'explicit', bundled: true, ffprobePath: null });
    const line = describeFfmpeg(tool);
    expect(line.level).toBe('warn');
    expect(line.message).toMatch(/npm-bundled 2018 build, without ffprobe/);
  });

  it('fails fast when the explicit path does not run', async () => {
    await expect(resolveFfmpeg('/nonexistent/ffmpeg')).rejects.toThrow(
      'FFMPEG_PATH (/nonexistent/ffmpeg) does not run ffmpeg',
    );
  });
});

describe('runTool', () => {
  const endless = ['-v', 'error', '-f', 'lavfi', '-i', 'anullsrc', '-f', 's16le', 'pipe:1'];

  it('kills a process at its time limit', async () => {
    const started = performance.now();
    const run = runTool('ffmpeg', endless, { timeoutMs: 300, onStdout: () => {} });
    await expect(run).rejects.toMatchObject({ name: 'ToolError', reason: 'timeout' });
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('kills a process whose buffered output overflows', async () => {
    const run = runTool('ffmpeg', endless, { timeoutMs: 10_000, maxStdoutBytes: 64 * 1024 });
    await expect(run).rejects.toMatchObject({ reason: 'output_limit' });
  });

  it('reports a missing program, and runs no shell', async () => {
    await expect(runTool('/nonexistent/tool', [], { timeoutMs: 1000 })).rejects.toBeInstanceOf(
      ToolError,
    );
    const run = await runTool('ffmpeg', ['-hide_banner', '-i', '$(touch /tmp/x); echo'], {
      timeoutMs: 10_000,
    });
    expect(run.exitCode).not.toBe(0);
    expect(run.stderr).toContain('$(touch /tmp/x); echo');
  });

  it('hands stderr over line by line, each cut to a bounded length', async () => {
    const lines: string[] = [];
    await runTool('ffmpeg', ['-hide_banner', '-i', 'x'.repeat(5000)], {
      timeoutMs: 10_000,
      onStderrLine: (line) => lines.push(line),
    });
    expect(lines.length).toBeGreaterThan(0);
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(1000);
  });
});
