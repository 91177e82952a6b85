import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const serverFile = fileURLToPath(new URL('../server.ts', import.meta.url));

/** A Soundpost process (`node server.ts`, or `--worker`) started by a test, with its output. */
export type Running = {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  /** Resolves once `pattern` appears in the output; rejects on exit or after `ms`. */
  waitFor: (pattern: RegExp, ms?: number) => Promise<void>;
};

const started = new Set<ChildProcess>();

/** Starts `node apps/api/src/server.ts [--worker]` with exactly `env` (plus PATH and HOME). */
export function startProcess(env: Record<string, string>, opts: { worker?: boolean } = {}) {
  const args = [serverFile, ...(opts.worker ? ['--worker'] : [])];
  const child = spawn(process.execPath, args, {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  let output = '';
  const listeners = new Set<() => void>();
  const append = (d: Buffer) => {
    output += d;
    listeners.forEach((l) => l());
  };
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      started.delete(child);
      resolve(code);
    }),
  );
  const waitFor = (pattern: RegExp, ms = 60_000) =>
    new Promise<void>((resolve, reject) => {
      const done = (error?: Error) => {
        clearTimeout(timer);
        listeners.delete(check);
        if (error) reject(error);
        else resolve();
      };
      const check = () => pattern.test(output) && done();
      const timer = setTimeout(
        () => done(new Error(`no ${pattern} within ${ms} ms:\n${output.slice(-3000)}`)),
        ms,
      );
      void exited.then((code) =>
        done(new Error(`process exited (${code}) before ${pattern}:\n${output.slice(-3000)}`)),
      );
      listeners.add(check);
      check();
    });
  const running: Running = { child, output: () => output, exited, waitFor };
  return running;
}

/** Sends `signal` and waits for the exit; SIGKILL after `ms`. */
export async function stopProcess(
  running: Running,
  signal: NodeJS.Signals = 'SIGTERM',
  ms = 20_000,
) {
  if (running.child.exitCode !== null || running.child.signalCode !== null) return running.exited;
  running.child.kill(signal);
  const timer = setTimeout(() => running.child.kill('SIGKILL'), ms);
  try {
    return await running.exited;
  } finally {
    clearTimeout(timer);
  }
}

/** Kills every process a test started and has not stopped (for afterAll, also after a failure). */
export async function killAll() {
  await Promise.all(
    [...started].map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Polls GET /v1/health on `running` until it answers 200. Fails at once when the process exits,
 * and after `ms` otherwise, each time with the end of the process's output (why it did not start).
 */
export async function waitForHealth(running: Running, base: string, ms = 60_000) {
  const startedAt = Date.now();
  let last: string;
  for (;;) {
    if (running.child.exitCode !== null || running.child.signalCode !== null) {
      throw new Error(
        `${base} exited (${running.child.exitCode ?? running.child.signalCode}) before it was healthy:\n${running.output().slice(-3000)}`,
      );
    }
    try {
      const res = await fetch(`${base}/v1/health`);
      if (res.ok) return (await res.json()) as { status: string; db: string };
      last = `answered ${res.status}`;
    } catch (error) {
      last = error instanceof Error ? String(error.cause ?? error.message) : String(error);
    }
    if (Date.now() - startedAt > ms) {
      throw new Error(
        `${base} did not become healthy within ${ms} ms (${last}):\n${running.output().slice(-3000)}`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Registers a new user through a running server (CAPTCHA_BYPASS=bypass) and returns its session
 * cookie. `origin` is the server's public origin; `headers` adds e.g. an X-Forwarded-For.
 */
export async function registerOverHttp(
  base: string,
  opts: { origin?: string; headers?: Record<string, string> } = {},
) {
  const id = crypto.randomUUID().slice(0, 8);
  const res = await fetch(`${base}/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: opts.origin ?? base, ...opts.headers },
    body: JSON.stringify({
      name: 'Process Test',
      username: `proc_${id}`,
      email: `proc_${id}@example.com`,
      password: 'Sound-post-1!',
      confirm: 'Sound-post-1!',
      captcha: { id: 'bypass', answer: 'bypass' },
      acceptTerms: true,
    }),
  });
  if (res.status !== 201) throw new Error(`registration answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
