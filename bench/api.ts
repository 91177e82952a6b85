// Throughput of an authenticated GET /v1/api/user against GET /v1/health in the same run,
// on PGlite and, when DATABASE_URL is set, on PostgreSQL. Prints figures; it is not a test.
// BENCH_SECONDS and BENCH_CONNECTIONS shrink it (the smoke run, scripts/bench-smoke.ts).
import autocannon from 'autocannon';
import { signUp, startServer } from './start-server.ts';

const port = 3290;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);

async function measure(base: string, path: string, cookie?: string) {
  const result = await autocannon({
    url: base + path,
    connections,
    duration: seconds,
    headers: cookie ? { cookie } : {},
  });
  if (result.non2xx > 0) throw new Error(`${path}: ${result.non2xx} non-2xx answers`);
  // On a busy machine a second can pass without one answer: no figure rather than NaN.
  if (result.requests.total === 0) throw new Error(`${path}: no answer in ${seconds} s`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function run(label: string, databaseUrl?: string) {
  const { base, stop } = await startServer(port, databaseUrl);
  try {
    const cookie = await signUp(base);
    await measure(base, '/v1/health'); // warm-up
    const health = await measure(base, '/v1/health');
    const user = await measure(base, '/v1/api/user', cookie);
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
