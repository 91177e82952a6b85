// `npm run bench:smoke` (in `npm test`, after the PGlite pass): every bench once at a tiny size, so none
// breaks unnoticed. A bench passes when it exits 0 within its time and prints its figure; what
// the figure says is not judged here (a full run measures the budget, on a quiet machine).
// bench:web audits the build `npm test` makes first. bench:royalties and bench:catalog need
// PostgreSQL: they take TEST_DATABASE_URL, and under CI=true its absence fails, as in
// scripts/test-postgres.ts.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

type Smoke = { bench: string; env: Record<string, string>; figure: RegExp; seconds?: number };

const root = new URL('../', import.meta.url).pathname;
const postgres = process.env.TEST_DATABASE_URL;
const ci = process.env.CI === 'true' || process.env.CI === '1';
const optOut = process.env.TEST_ALLOW_NO_POSTGRES === '1';

const smokes: Smoke[] = [
  {
    bench: 'api',
    // Both databases when PostgreSQL is there, as a full run does.
    env: {
      BENCH_SECONDS: '2',
      BENCH_CONNECTIONS: '10',
      ...(postgres ? { DATABASE_URL: postgres } : {}),
    },
    figure: /^ratio \d+\.\d\d$/m,
  },
  { bench: 'captcha', env: { BENCH_ROUNDS: '2' }, figure: /verify \(server\): +mean \d+ ms/ },
  {
    bench: 'media',
    env: { BENCH_AUDIO_SECONDS: '10', BENCH_RUNS: '1' },
    figure: /^ratio \d+\.\d\d$/m,
  },
  {
    bench: 'mastering',
    env: { BENCH_AUDIO_SECONDS: '10', BENCH_RUNS: '1' },
    figure: /^ratio \d+\.\d\d$/m,
  },
  {
    bench: 'artwork',
    env: { BENCH_ARTWORK_SIZE: '3000', BENCH_AT_ONCE: '1' },
    figure: /1 at once: wall [\d.]+ s, .* all processed: true/,
  },
  {
    bench: 'delivery',
    env: { BENCH_TRACKS: '2', BENCH_TRACK_SECONDS: '5', BENCH_STORES: '3' },
    figure: /states: delivered\n[^]*^ratio \d+\.\d\d \(budget <= 2\)$/m,
  },
  {
    bench: 'royalties',
    env: { BENCH_LINES: '2000', ...(postgres ? { DATABASE_URL: postgres } : {}) },
    figure: /^ratio \d+\.\d\d \(budget <= 3\)$/m,
  },
  {
    bench: 'analytics',
    env: {
      BENCH_FACTS: '5000',
      BENCH_RUNS: '2',
      BENCH_TREND_LINES: '2000',
      ...(postgres ? { DATABASE_URL: postgres } : {}),
    },
    figure:
      /^worst p95 [\d.]+ ms \(budget < 100\)[^]*^trend import ratio \d+\.\d\d \(budget <= 3\)$/m,
  },
  {
    bench: 'smart-link',
    env: {
      BENCH_SECONDS: '2',
      BENCH_CONNECTIONS: '10',
      ...(postgres ? { DATABASE_URL: postgres } : {}),
    },
    figure: /^redirect p99 \d+ ms \(budget < 20 ms at 200 connections\)/m,
  },
  {
    bench: 'catalog',
    env: {
      BENCH_ARTISTS: '2000',
      BENCH_ROUNDS: '3',
      ...(postgres ? { DATABASE_URL: postgres } : {}),
    },
    figure: /^catalogue search p95 [\d.]+ ms \(budget < 50 ms\)/m,
  },
  {
    bench: 'web',
    // The signed-in account's year of analytics on PostgreSQL when it is there, else PGlite.
    env: {
      BENCH_WEB_RUNS: '1',
      BENCH_WEB_PAGES: '1',
      BENCH_WEB_FACTS_PER_DAY: '50',
      ...(postgres ? { DATABASE_URL: postgres } : {}),
    },
    figure: /^\/dashboard +perf +\d+ .* CPU index \d+$/m,
    // Seeding, and two Lighthouse audits in a browser on a shared machine.
    seconds: 420,
  },
];

/** Runs one bench, its output shown as it comes; null when it passed, else why not. */
function run({ bench, env, figure, seconds = 180 }: Smoke): Promise<string | null> {
  const child = spawn(process.execPath, [`bench/${bench}.ts`], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
    // A group of its own, so a bench out of time goes with the server or browser it started.
    detached: true,
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk;
    process.stdout.write(chunk);
  });
  const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), seconds * 1000);
  return new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (signal === 'SIGKILL') resolve(`did not finish within ${seconds} s`);
      else if (code !== 0) resolve(`exited with ${code ?? signal}`);
      else resolve(figure.test(out) ? null : `printed no figure matching ${figure}`);
    }),
  );
}

const failures: string[] = [];
let passed = 0;
for (const smoke of smokes) {
  if ((smoke.bench === 'royalties' || smoke.bench === 'catalog') && !postgres) {
    const line = `bench:${smoke.bench} not run: it needs PostgreSQL and TEST_DATABASE_URL is not set`;
    if (ci && !optOut) failures.push(line);
    else console.log(`!!! ${line} !!!`);
    continue;
  }
  if (smoke.bench === 'web' && !existsSync(`${root}apps/web/dist/index.html`)) {
    failures.push('bench:web: no web build (npm run build)');
    continue;
  }
  console.log(`== bench:${smoke.bench} (smoke)`);
  const started = performance.now();
  const problem = await run(smoke);
  const took = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`== bench:${smoke.bench} ${problem ? `FAILED: ${problem}` : 'ok'} in ${took} s`);
  if (problem) failures.push(`bench:${smoke.bench}: ${problem}`);
  else passed++;
}
if (failures.length) {
  console.error(`benches broken:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`benches: ${passed} of ${smokes.length} passed at smoke size`);
