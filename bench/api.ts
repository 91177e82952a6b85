// Throughput of an authenticated GET /v1/api/user against GET /v1/health in the same run,
// on PGlite and, when DATABASE_URL is set, on PostgreSQL. Prints figures; it is not a test.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const port = 3290;
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 100;

async function startServer(databaseUrl?: string) {
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
  const server = spawn('node', ['apps/api/src/server.ts'], { env, stdio: 'inherit' });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/v1/health`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

async function signUp(): Promise<string> {
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

async function measure(path: string, cookie?: string) {
  const result = await autocannon({
    url: base + path,
    connections,
    duration: seconds,
    headers: cookie ? { cookie } : {},
  });
  if (result.non2xx > 0) throw new Error(`${path}: ${result.non2xx} non-2xx answers`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function run(label: string, databaseUrl?: string) {
  const stop = await startServer(databaseUrl);
  try {
    const cookie = await signUp();
    await measure('/v1/health'); // warm-up
    const health = await measure('/v1/health');
    const user = await measure('/v1/api/user', cookie);
    console.log(`${label} health   ${health.rps.toFixed(0)} req/s  p99 ${health.p99} ms`);
    console.log(`${label} api/user ${user.rps.toFixed(0)} req/s  p99 ${user.p99} ms`);
    return user.rps / health.rps;
  } finally {
    await stop();
  }
}

const ratios = [await run('pglite')];
if (process.env.DATABASE_URL) ratios.push(await run('postgres', process.env.DATABASE_URL));
console.log(`connections ${connections}, ${seconds} s per measurement`);
console.log(`ratio ${Math.min(...ratios).toFixed(2)}`);
