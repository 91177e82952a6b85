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

export type BenchServer = { base: string; stop: () => Promise<void> };

export async function startServer(port: number, databaseUrl?: string): Promise<BenchServer> {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'soundpost-bench-'));
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
  };
  const server = spawn(process.execPath, [...serverFlags, 'apps/api/src/server.ts'], {
    env,
    stdio: 'inherit',
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/v1/health`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
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
