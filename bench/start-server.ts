// The API with the built web app on a throw-away data directory, for the benches; and a fresh
// signed-in user on it (sign-up through the API, the captcha passed with the test bypass).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import packageJson from '../package.json' with { type: 'json' };

/**
 * The flags `npm run serve` gives Node (semi-spaces of 16 MB, so a long import's young
 * generation does not grow to 128 MB: decision 035), read from its script.
 */
export const serverFlags = (packageJson.scripts.serve as string)
  .split(' ')
  .filter((word) => word.startsWith('--'));

const startSeconds = 180;

const answers = (url: string) =>
  fetch(url).then(
    (res) => res.ok,
    () => false,
  );

export type BenchServer = { base: string; stop: () => Promise<void> };

/**
 * Starts the API on `port`: on PostgreSQL at `databaseUrl`, else on PGlite. The data directory
 * is a new one removed at `stop`, or `opts.dataDir`, kept (to restart on the same data).
 */
export async function startServer(
  port: number,
  databaseUrl?: string,
  opts: { dataDir?: string; env?: Record<string, string> } = {},
): Promise<BenchServer> {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'soundpost-bench-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    APP_URL: base,
    DATA_DIR: dataDir,
    CAPTCHA_BYPASS: 'bench',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl ?? '',
    // PostgreSQL needs a shared secret (no generated one); the bench's is only for this run.
    SESSION_SECRET: process.env.SESSION_SECRET ?? 'bench-session-secret-0123456789abcdef',
    ...opts.env,
  };
  const server = spawn(process.execPath, [...serverFlags, 'apps/api/src/server.ts'], {
    env,
    stdio: 'inherit',
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  // A start can take a minute on a busy machine (a load of 30 on two cores took more than 60 s).
  const deadline = Date.now() + startSeconds * 1000;
  while (!(await answers(`${base}/v1/health`))) {
    if (server.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer ${base}/v1/health within ${startSeconds} s`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { base, stop };
}

/** Signs up a new user and returns its session as a Cookie header value. */
export async function signUp(base: string): Promise<string> {
  const id = Math.random().toString(36).slice(2, 10);
  const res = await fetch(`${base}/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      name: 'Bench User',
      username: `bench_${id}`,
      email: `bench_${id}@example.com`,
      password: 'Bench-pass-1!',
      confirm: 'Bench-pass-1!',
      captcha: { id: 'bench', answer: 'bench' },
      acceptTerms: true,
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
